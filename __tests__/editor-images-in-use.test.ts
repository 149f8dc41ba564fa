/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { GUARDED_BACKENDS, keepImagesInUse, refusalOfImageDelete, type BackendRegistry } from "../src/lib/editor/images-in-use"
import { contentImages } from "../src/lib/shared/content/model/images"

/** The images of two pages, as the build gives them to the editor. */
const IMAGES = [
  { image: "images/social-card.jpg", file: "site.json", where: 'Site, field "Social card image"' },
  { image: "images/treatments/knee.jpg", file: "treatments/knee.json", where: 'Treatments: Knee pain, field "Hero image"' },
  { image: "images/treatments/knee.jpg", file: "pages/conditions.json", where: 'Conditions, field "Conditions 1 › Image": "Knee pain"' },
]

/** A stand-in for Decap's backend registry, each backend recording what it deletes. */
function registry(names: readonly string[]) {
  const deleted: string[][] = []
  const backends = new Map(
    names.map((name) => [name, { init: () => ({ deleteFiles: async (paths: string[]) => void deleted.push(paths) }) }] as const),
  )
  const cms: BackendRegistry = { getBackend: (name) => backends.get(name) }
  return { cms, deleted, backend: (name: string) => cms.getBackend(name)!.init() }
}

describe("an image the site shows, in the editor's media library", () => {
  it("is refused, naming every form and field that shows it", () => {
    const refusal = refusalOfImageDelete(["content/images/treatments/knee.jpg"], IMAGES)!
    expect(refusal.split("\n")).toEqual([
      expect.stringMatching(
        /^knee\.jpg is not deleted: the site shows it in 2 places\. Choose another image there .*then delete knee\.jpg:$/,
      ),
      '- Treatments: Knee pain, field "Hero image"',
      '- Conditions, field "Conditions 1 › Image": "Knee pain"',
    ])
    expect(refusalOfImageDelete(["content/images/social-card.jpg"], IMAGES)).toMatch(
      /^social-card\.jpg is not deleted: the site shows it in 1 place\./,
    )
  })

  it("lets an image no content names go, and every other file Decap deletes (a page's own file)", () => {
    expect(refusalOfImageDelete(["content/images/treatments/old-knee.jpg"], IMAGES)).toBeUndefined()
    expect(refusalOfImageDelete(["content/treatments/knee.json"], IMAGES)).toBeUndefined()
  })

  it("is kept by each backend the editor uses: the delete throws, the dialog says why, nothing is deleted", async () => {
    const { cms, deleted, backend } = registry(GUARDED_BACKENDS)
    const told: string[] = []
    keepImagesInUse(cms, IMAGES, (message) => told.push(message))
    for (const name of GUARDED_BACKENDS) {
      await expect(backend(name).deleteFiles(["content/images/social-card.jpg"], "Delete")).rejects.toThrow(
        /social-card\.jpg is not deleted/,
      )
      await backend(name).deleteFiles(["content/images/unused.jpg"], "Delete")
    }
    expect(told).toHaveLength(GUARDED_BACKENDS.length)
    expect(deleted).toEqual(GUARDED_BACKENDS.map(() => ["content/images/unused.jpg"]))
  })

  it("relies on what the installed Decap does: its backends registered by name, and the media library's delete through deleteFiles", () => {
    const bundle = fs.readFileSync(path.join(path.dirname(require.resolve("decap-cms/package.json")), "dist", "decap-cms.js"), "utf8")
    for (const name of GUARDED_BACKENDS) expect(bundle).toContain(`registerBackend("${name}"`)
    // The registry keeps the object getBackend returns, and Backend calls its init (lib/registry.js, backend.ts).
    expect(bundle).toMatch(/\.backends\[\w+\]=\{init:\(\.\.\.\w+\)=>new \w+\(\.\.\.\w+\)\}/)
    expect(bundle).toMatch(/return this\.implementation\.deleteFiles\(\[\w+\],\w+\)\}persistUnpublishedEntry/)
  })
})

describe("the images the content names", () => {
  it("are found in every text of every file, relative to the file, with the entry that shows each", () => {
    const files = [
      { path: "site.json", data: { socialImage: "images/social-card.jpg", name: "Clinic" } },
      { path: "pages/conditions.json", data: { conditions: [{ title: "Knee pain", image: "../images/treatments/knee.jpg" }] } },
      { path: "pages/about.json", data: { body: "No image here, nor in knee.jpg written in a sentence." } },
    ]
    expect(contentImages(files)).toEqual([
      { file: "site.json", path: ["socialImage"], image: "images/social-card.jpg", label: undefined },
      { file: "pages/conditions.json", path: ["conditions", 0, "image"], image: "images/treatments/knee.jpg", label: "Knee pain" },
    ])
  })
})
