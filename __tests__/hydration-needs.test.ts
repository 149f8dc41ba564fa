/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"

/**
 * A page is sent without Gatsby's scripts unless something on it calls useRequiresHydration()
 * (src/render/replace-renderer.tsx). A component with state, effects or event handlers that forgets the call
 * would be dead on such a page; this test makes each one say which it is.
 */
const ROOT = path.join(__dirname, "..")

/** Files with interactive code that may leave the call to someone else, and why. */
const WITHOUT_THE_CALL: Record<string, string> = {
  "src/components/layout/MobileMenu.tsx": "an enhancement: the menu is a native <details>; Escape closing it needs React",
  "src/components/layout/Footer.tsx": "an enhancement: the browser updates the build's year",
  "src/components/ui/Pagination.tsx": "rendered only by TestimonialList, which calls it",
  "src/components/forms/ConsultationForm.tsx": "calls useConsultationForm, which calls it",
  "src/components/forms/ErrorSummary.tsx": "rendered only by ConsultationForm",
  "src/components/ui/Picture.tsx":
    "hands its caller's handlers to the <img>: only Avatar gives any, and it is rendered by TestimonialList, which calls it",
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`
    return entry.isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(entry.name) ? [file] : []
  })
}

const interactive = ["src/components", "src/pages", "src/templates", "src/hooks"]
  .flatMap(sourceFiles)
  .filter((file) => /\buse(State|Effect|LayoutEffect|Reducer)\(|\bon[A-Z][A-Za-z]*=\{/.test(fs.readFileSync(path.join(ROOT, file), "utf8")))

describe("components that need React in the browser", () => {
  it("finds the interactive ones", () => {
    expect(interactive.length).toBeGreaterThanOrEqual(10)
  })

  it.each(interactive)("%s calls useRequiresHydration() or says why not", (file) => {
    const calls = fs.readFileSync(path.join(ROOT, file), "utf8").includes("useRequiresHydration()")
    expect({ file, callsOrExcused: calls || file in WITHOUT_THE_CALL }).toEqual({ file, callsOrExcused: true })
  })

  it("excuses no file that has no interactive code or that calls it anyway", () => {
    for (const file of Object.keys(WITHOUT_THE_CALL)) {
      expect({ file, interactive: interactive.includes(file) }).toEqual({ file, interactive: true })
      expect({ file, calls: fs.readFileSync(path.join(ROOT, file), "utf8").includes("useRequiresHydration()") }).toEqual({
        file,
        calls: false,
      })
    }
  })

  it("the components excused as rendered inside another are rendered only where it is called", () => {
    const importers = (name: string) =>
      [...interactive, ...["src/components", "src/pages", "src/templates"].flatMap(sourceFiles)]
        .filter((file, index, all) => all.indexOf(file) === index)
        .filter((file) => new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from`).test(fs.readFileSync(path.join(ROOT, file), "utf8")))
        .sort()
    expect(importers("Pagination")).toEqual(["src/components/resources/TestimonialList.tsx"])
    expect(importers("ErrorSummary")).toEqual(["src/components/forms/ConsultationForm.tsx"])
  })
})
