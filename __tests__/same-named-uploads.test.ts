/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { numberedName, REPLACE_QUESTION } from "../src/lib/editor/same-named-uploads"

describe("an upload named like a file already in the media library", () => {
  it("is recognised by Decap's own question, which the installed bundle still asks before it replaces a file", () => {
    const bundle = fs.readFileSync(path.join(path.dirname(require.resolve("decap-cms/package.json")), "dist", "decap-cms.js"), "utf8")
    const asked = /window\.confirm\(`\$\{(\w+)\.name\}( already exists\. Do you want to replace it\?)`\)/.exec(bundle)
    expect(asked).not.toBeNull()
    expect(REPLACE_QUESTION.exec(`knee.jpg${asked![2]}`)?.[1]).toBe("knee.jpg")
    expect(REPLACE_QUESTION.test("Are you sure you want to delete this published entry?")).toBe(false)
  })

  it("is added under the next free name, in the lower case Decap saves names in", () => {
    expect(numberedName("knee.jpg", 2)).toBe("knee-2.jpg")
    expect(numberedName("Knee-Pain.JPG", 3)).toBe("knee-pain-3.jpg")
    expect(numberedName("photo.2024.png", 2)).toBe("photo.2024-2.png")
    expect(numberedName("readme", 2)).toBe("readme-2")
  })
})
