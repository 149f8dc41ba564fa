/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { pageDataPath } from "../../src/render/hydration-preloads"
import { routeOf, treatmentPath } from "../../src/lib/shared/routes"

/**
 * What a hydrating page downloads as its data: the pages it lists are resolved when the site is
 * built (@pageRefs, gatsby/create-schema-customization.ts), so its data holds those and no others. Runs after
 * `gatsby build` (scripts/test.sh).
 */
const ROOT = path.join(__dirname, "..", "..")
const PUBLIC = path.join(ROOT, "public")
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"))
/** The treatment pages a page's data holds, in order, by address. */
const treatmentsIn = (data: unknown) => [...JSON.stringify(data).matchAll(/"slug":"([^"]+)"/g)].map((match) => treatmentPath(match[1]))

describe("page data", () => {
  it("the home page's data holds the treatments it lists, in its order, and no others", () => {
    const home = readJson(path.join(ROOT, "content", "pages", "home.json"))
    const data = readJson(path.join(PUBLIC, pageDataPath("/"))).result.data
    expect(treatmentsIn(data)).toEqual((home.treatments.paths as string[]).map(routeOf))
  })

  it("/services's data holds the treatments of its groups and of its further list, and no others", () => {
    const services = readJson(path.join(ROOT, "content", "pages", "services.json"))
    const listed = [
      ...services.groups.flatMap((group: { treatments: string[] }) => group.treatments),
      ...services.moreTreatments.treatments,
    ]
    const data = readJson(path.join(PUBLIC, pageDataPath("/services"))).result.data
    expect(treatmentsIn(data)).toEqual(listed.map(routeOf))
  })
})
