/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { pageDataPath } from "../../src/render/hydration-preloads"
import { treatmentPath } from "../../src/lib/shared/routes"
import { homePageTreatments, type Placed } from "../../src/lib/shared/treatment-listing"

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
/** The treatments of content/treatments/ with where each is listed. */
const placed = () =>
  fs.readdirSync(path.join(ROOT, "content", "treatments")).map((file) => readJson(path.join(ROOT, "content", "treatments", file)) as Placed)

describe("page data", () => {
  it("the home page's data holds the treatments placed on it, and no others", () => {
    const data = readJson(path.join(PUBLIC, pageDataPath("/"))).result.data
    expect(treatmentsIn(data).sort()).toEqual(
      homePageTreatments(placed())
        .map((t) => treatmentPath(t.slug))
        .sort(),
    )
  })

  it("/services's data holds the treatments placed in its groups and its further list, each once", () => {
    const data = readJson(path.join(PUBLIC, pageDataPath("/services"))).result.data
    expect(treatmentsIn(data).sort()).toEqual(
      placed()
        .map((t) => treatmentPath(t.slug))
        .sort(),
    )
  })
})
