import userEvent from "@testing-library/user-event"
import fc from "fast-check"
import { axe, toHaveNoViolations } from "jest-axe"
import forms from "../../content/forms.json"
import { ConsultationForm } from "../../src/components/forms/ConsultationForm"
import { ClinicMap } from "../../src/components/contact/ClinicMap"
import { renderWithSite, screen, shared, site, waitFor, within } from "../support/render-site"
import { label, fieldError, fieldWords } from "../support/forms-copy"
import { FIELDS, FORM_KINDS, formFields, type FieldSpec } from "../../src/lib/shared/consultation/fields"
import { validateConsultation } from "../../src/lib/shared/consultation/schema"

expect.extend(toHaveNoViolations)
// userEvent typing and axe are slow on a shared 2-core machine.
jest.setTimeout(30_000)

function answer(status: number, body: object) {
  return jest.fn().mockResolvedValue({ ok: status < 300, status, json: async () => body })
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(label("firstName")), "Ana")
  await user.type(screen.getByLabelText(label("lastName")), "Lee")
  await user.type(screen.getByLabelText(label("email")), "ana@example.com")
  await user.type(screen.getByLabelText(label("phone")), "(212) 555-0147")
  await user.selectOptions(screen.getByLabelText(label("condition")), "sports")
  await user.click(screen.getByRole("checkbox", { name: /I consent to being contacted/ }))
}

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch
})

describe('the contact form (ConsultationForm kind="contact")', () => {
  it("has its fields, required in the browser, the sports option and the consent text", async () => {
    const { container } = renderWithSite(<ConsultationForm kind="contact" copy={forms} phone={site.phone} lang="en" />)
    for (const name of [label("firstName"), label("lastName"), label("email"), label("phone"), label("condition")]) {
      expect(screen.getByLabelText(name)).toBeRequired()
    }
    expect(screen.getByLabelText(/^Message/)).not.toBeRequired()
    expect(screen.getByLabelText(label("email"))).toHaveAttribute("type", "email")
    expect(screen.getByLabelText(label("phone"))).toHaveAttribute("type", "tel")
    expect(screen.getByRole("option", { name: "Sports injury" })).toHaveValue("sports")
    expect(screen.getByRole("option", { name: fieldWords("condition").placeholder })).toHaveValue("")
    const consent = screen.getByRole("checkbox", { name: /^I consent to being contacted about my inquiry and agree to the privacy policy/ })
    expect(consent).toBeRequired()
    expect(screen.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy-policy")
    // Without JavaScript the same form posts to the endpoint, and never lets the browser check it
    // (its bubbles speak the browser's language): the endpoint's page lists the errors in the page's.
    expect(container.querySelector("form")).toHaveAttribute("action", "/api/consultation")
    expect(container.querySelector("form")).toHaveAttribute("method", "post")
    expect(container.querySelector("form")).toHaveAttribute("novalidate")
    expect(await axe(container)).toHaveNoViolations()
  })

  it("counts the fill time from the first interaction, not from the page load, and keeps one reference for every retry", async () => {
    const user = userEvent.setup()
    const fetch = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 503, json: async () => ({ ok: false }) })
      .mockResolvedValueOnce({ ok: true, status: 200, json: async () => ({ ok: true, reference: "CR-ABCDEFGH" }) })
    Object.assign(globalThis, { fetch })
    let now = 1_000_000
    const clock = jest.spyOn(Date, "now").mockImplementation(() => now)
    try {
      renderWithSite(<ConsultationForm kind="contact" copy={forms} phone={site.phone} lang="en" />)
      now += 60_000 // the page has been open a minute before the visitor starts
      await fillContact(user)
      now += 4_000
      await user.click(screen.getByRole("button", { name: forms.contact.submit }))
      await screen.findByText(new RegExp(forms.unavailable.slice(0, 30)))
      now += 10_000
      await user.click(screen.getByRole("button", { name: forms.contact.submit }))
      await screen.findByRole("heading", { name: forms.success.title })
    } finally {
      clock.mockRestore()
    }
    const [first, retry] = fetch.mock.calls.map(([, init]) => JSON.parse(init.body))
    expect(first.fillMs).toBe(4_000)
    expect(retry.fillMs).toBe(14_000)
    expect(first.reference).toMatch(/^CR-[A-Z2-9]{8}$/)
    expect(retry.reference).toBe(first.reference)
  })

  it("posts JSON and shows the confirmation with the reference and what happens next", async () => {
    const user = userEvent.setup()
    const fetch = answer(200, { ok: true, reference: "CR-ABCDEFGH" })
    Object.assign(globalThis, { fetch })
    renderWithSite(<ConsultationForm kind="contact" copy={forms} phone={site.phone} lang="en" />)
    await fillContact(user)
    await user.click(screen.getByRole("button", { name: forms.contact.submit }))
    const heading = await screen.findByRole("heading", { name: forms.success.title })
    expect(heading).toHaveFocus()
    expect(screen.getByText("CR-ABCDEFGH")).toBeInTheDocument()
    expect(screen.getByText(/replies within one business day/)).toBeInTheDocument()
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe("/api/consultation")
    expect(JSON.parse(init.body)).toMatchObject({ form: "contact", firstName: "Ana", condition: "sports", consent: "on", website: "" })
  })

  it("says the clinic has the request, without claiming it reached the clinic, when the server kept it for delivery (202)", async () => {
    const user = userEvent.setup()
    Object.assign(globalThis, { fetch: answer(202, { ok: true, reference: "CR-ABCDEFGH", held: true }) })
    renderWithSite(<ConsultationForm kind="contact" copy={forms} phone={site.phone} lang="en" />)
    await fillContact(user)
    await user.click(screen.getByRole("button", { name: forms.contact.submit }))
    expect(await screen.findByRole("heading", { name: forms.held.title })).toHaveFocus()
    expect(screen.getByText("CR-ABCDEFGH")).toBeInTheDocument()
    expect(screen.queryByRole("heading", { name: forms.success.title })).not.toBeInTheDocument()
  })

  it("shows the server's field errors linked to their inputs, keeping the input", async () => {
    const user = userEvent.setup()
    Object.assign(globalThis, { fetch: answer(400, { ok: false, errors: { email: "email" } }) })
    renderWithSite(<ConsultationForm kind="contact" copy={forms} phone={site.phone} lang="en" />)
    await fillContact(user)
    await user.click(screen.getByRole("button", { name: forms.contact.submit }))
    const summary = await screen.findByRole("group", { name: forms.errorSummaryTitle })
    await waitFor(() => expect(summary).toHaveFocus())
    const email = screen.getByLabelText(label("email"))
    expect(email).toHaveAccessibleDescription(fieldError("email"))
    expect(email).toHaveValue("ana@example.com")
    await user.click(within(summary).getByRole("link", { name: fieldError("email") }))
    expect(email).toHaveFocus()
  })

  it("says how to call the clinic when the service is unavailable or the network fails", async () => {
    const user = userEvent.setup()
    Object.assign(globalThis, { fetch: jest.fn().mockRejectedValue(new TypeError("Failed to fetch")) })
    renderWithSite(<ConsultationForm kind="contact" copy={forms} phone={site.phone} lang="en" />)
    await fillContact(user)
    await user.click(screen.getByRole("button", { name: forms.contact.submit }))
    expect(await screen.findByText(/We could not send your request just now/)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: site.phone })).toHaveAttribute("href", "tel:+12125550147")
    expect(screen.getByLabelText(label("firstName"))).toHaveValue("Ana")
  })
})

describe('the home form (ConsultationForm kind="home")', () => {
  it("sends the page's language, without JavaScript (a hidden field) and with it, so the clinic knows which language to call back in", async () => {
    const user = userEvent.setup()
    const fetch = answer(200, { ok: true, reference: "CR-ABCDEFGH" })
    Object.assign(globalThis, { fetch })
    const { container } = renderWithSite(<ConsultationForm kind="home" copy={forms} phone={site.phone} lang="ht" />)
    expect(container.querySelector('form input[type="hidden"][name="lang"]')).toHaveValue("ht")
    await user.type(screen.getByLabelText(label("name")), "Ana Pierre")
    await user.type(screen.getByLabelText(label("phone")), "(212) 555-0147")
    await user.click(screen.getByRole("button", { name: forms.home.submit }))
    await screen.findByRole("heading", { name: forms.success.title })
    expect(JSON.parse(fetch.mock.calls[0][1].body)).toMatchObject({ form: "home", lang: "ht" })
  })

  it("asks for a phone or e-mail before sending anything", async () => {
    const user = userEvent.setup()
    const fetch = answer(200, { ok: true, reference: "CR-X" })
    Object.assign(globalThis, { fetch })
    const { container } = renderWithSite(<ConsultationForm kind="home" copy={forms} phone={site.phone} lang="en" />)
    expect(screen.getByLabelText(label("phone"))).toHaveAttribute("placeholder", "(XXX) XXX-XXXX")
    await user.type(screen.getByLabelText(label("name")), "Ana")
    await user.click(screen.getByRole("button", { name: forms.home.submit }))
    expect(await screen.findByRole("link", { name: forms.errors.contactMethod })).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
    expect(await axe(container)).toHaveNoViolations()
  })
})

describe("ClinicMap", () => {
  it("shows no map frame until asked, then the embed for the address", async () => {
    const user = userEvent.setup()
    const address = "150 East 52nd Street, Suite 555, New York, NY 10022"
    const { container } = renderWithSite(
      <ClinicMap title="Map" address={address} notice="n" showButton="Show map" openLink="Open in Maps" frameTitle="Map of the clinic" />,
    )
    expect(container.querySelector("iframe")).toBeNull()
    expect(screen.getByRole("link", { name: "Open in Maps" })).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
    )
    await user.click(screen.getByRole("button", { name: "Show map" }))
    expect(screen.getByTitle("Map of the clinic")).toHaveAttribute(
      "src",
      `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`,
    )
  })
})

describe("what both forms tell the patient", () => {
  it.each([
    ["home", () => <ConsultationForm kind="home" copy={forms} phone={site.phone} lang="en" />],
    ["contact", () => <ConsultationForm kind="contact" copy={forms} phone={site.phone} lang="en" />],
  ])(
    "%s form: offers free aids and services, language help in es, fr and ht, the nondiscrimination notice, each with the clinic's phone, and the link to the full notice",
    (_name, form) => {
      const { container } = renderWithSite(form())
      const lines = Array.from(container.querySelectorAll("p[lang]"))
      expect(lines.map((line) => line.getAttribute("lang"))).toEqual(["es", "fr", "ht"])
      const notices = Array.from(screen.getByTestId("access-notices").querySelectorAll("p"))
      expect(notices.length).toBe(lines.length + 3)
      for (const notice of notices.slice(0, -1)) expect(notice).toHaveTextContent(`${site.phone} (`)
      expect(within(notices.at(-1)!).getByRole("link", { name: shared.noticesLink.label })).toHaveAttribute("href", shared.noticesLink.path)
    },
  )

  it("home and contact intros do not say a request goes only to the clinic (it passes through the host and the mail provider), and the home form no longer forbids the medical detail it asks for", () => {
    for (const intro of [forms.home.intro, forms.contact.intro]) {
      expect(intro).not.toMatch(/only to the clinic/)
    }
    expect(forms.home.intro).not.toMatch(/do not include medical details/i)
  })
})

describe("the form's own check, which replaced the browser's (the form is novalidate)", () => {
  /** Values a patient might leave in each kind of control: empty, blank, well formed and malformed, and anything. */
  const VALUES: Record<Exclude<FieldSpec["control"], "hidden">, fc.Arbitrary<string | boolean>> = {
    checkbox: fc.boolean(),
    select: fc.constantFrom("", ...forms.conditions.map(({ value }) => value)),
    text: fc.oneof(fc.constantFrom("", "   ", "Ana", "Jean-Luc", "<b>", "A1"), fc.string({ maxLength: 90 })),
    email: fc.oneof(
      fc.constantFrom("", " ", "ana@", "ana", "a@b", "a b@c.de", "ana@example.com"),
      fc.emailAddress(),
      fc.string({ maxLength: 30 }),
    ),
    tel: fc.oneof(fc.constantFrom("", "12", "(212) 555-0147", "phone", "+1 212 555 0147"), fc.string({ maxLength: 31 })),
    textarea: fc.oneof(fc.constant(""), fc.string({ maxLength: 50 })),
  }

  it.each(FORM_KINDS)(
    "%s form: whatever the browser's constraint validation refuses (a required field left empty, the consent box left unticked, a malformed e-mail), the form's check refuses too, naming that field",
    (kind) => {
      const { container } = renderWithSite(<ConsultationForm kind={kind} copy={forms} phone={site.phone} lang="en" />)
      const form = container.querySelector("form")!
      const seen = new Set<string>()
      const shown = formFields(kind).filter(({ name }) => FIELDS[name].control !== "hidden")
      const control = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
      const filled = fc.record(
        Object.fromEntries(
          shown.flatMap(({ name }) => {
            const kindOf = FIELDS[name].control
            return kindOf === "hidden" ? [] : [[name, VALUES[kindOf]]]
          }),
        ),
      )
      fc.assert(
        fc.property(filled, (values) => {
          for (const [name, value] of Object.entries(values)) {
            const input = control(name)
            if (typeof value === "boolean") (input as HTMLInputElement).checked = value
            else input.value = value
          }
          const refusedByBrowser = shown.map(({ name }) => name).filter((name) => !control(name).checkValidity())
          for (const name of refusedByBrowser) {
            const { valueMissing, typeMismatch } = control(name).validity
            seen.add(`${name}: ${valueMissing ? "missing" : typeMismatch ? "malformed" : "other"}`)
          }
          const checked = validateConsultation({ ...Object.fromEntries(new FormData(form)), form: kind, lang: "en" })
          const refused = checked.ok ? [] : Object.keys(checked.errors)
          for (const name of refusedByBrowser) expect(refused).toContain(name)
        }),
        { numRuns: 300 },
      )
      // Each case the browser refused on its own came up in the run.
      const cases = shown.flatMap(({ name, need }) => [
        ...(need === "required" ? [`${name}: missing`] : []),
        ...(FIELDS[name].control === "email" ? [`${name}: malformed`] : []),
      ])
      expect([...seen].sort()).toEqual(cases.sort())
    },
  )
})
