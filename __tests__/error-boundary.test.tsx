import { screen } from "@testing-library/react"
import { ErrorBoundary } from "../src/components/layout/ErrorBoundary"
import { renderWithSite, shared } from "./support/render-site"

function Broken(): JSX.Element {
  throw new Error("The treatment list could not be read.")
}

describe("ErrorBoundary", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined))
  afterEach(() => jest.restoreAllMocks())

  it("shows the page when nothing goes wrong", () => {
    renderWithSite(
      <ErrorBoundary {...shared.errorBoundary}>
        <p>Page content</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText("Page content")).toBeInTheDocument()
  })

  it("shows 'Unexpected Application Error!' and the error's message when the page throws", () => {
    renderWithSite(
      <ErrorBoundary {...shared.errorBoundary}>
        <Broken />
      </ErrorBoundary>,
    )
    expect(screen.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument()
    expect(screen.getByText("The treatment list could not be read.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Return to Homepage" })).toHaveAttribute("href", "/")
  })
})
