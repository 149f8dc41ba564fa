/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"

const ROOT = path.join(__dirname, "..")

/** The Decap packages and versions docs/editor.md says the editor's workarounds were checked against. */
function checkedVersions(): Map<string, string> {
  const doc = fs.readFileSync(path.join(ROOT, "docs/editor.md"), "utf8")
  const paragraph = /^Checked against ([\s\S]+?)\n\n/m.exec(doc)?.[1] ?? ""
  return new Map(Array.from(paragraph.matchAll(/\b(decap-cms[\w-]*) (\d+\.\d+\.\d+)\b/g), (match) => [match[1], match[2]]))
}

/** The version of `name` installed where decap-cms resolves it (its own pins first). */
function installedVersion(name: string): string {
  const from = name === "decap-cms" ? ROOT : path.dirname(require.resolve("decap-cms/package.json"))
  const file = require.resolve(`${name}/package.json`, { paths: [from, path.join(from, "node_modules/decap-cms-app")] })
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version
}

describe("the Decap version the editor's workarounds were checked against", () => {
  const checked = checkedVersions()

  it("is named in docs/editor.md, with the packages whose internals the editor relies on", () => {
    expect([...checked.keys()]).toEqual(
      expect.arrayContaining(["decap-cms", "decap-cms-core", "decap-cms-widget-list", "decap-cms-widget-object"]),
    )
  })

  it("is the version package.json pins exactly, so no install brings another", () => {
    const pinned = (JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { dependencies: Record<string, string> })
      .dependencies["decap-cms"]
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/)
    expect(pinned).toBe(checked.get("decap-cms"))
  })

  it.each([...checkedVersions()])(
    "is the installed %s (after an upgrade, check each row of docs/editor.md, then change its version)",
    (name, version) => {
      expect(installedVersion(name)).toBe(version)
    },
  )
})
