/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { charactersToKeep, fontCodePoints, fontFaces, writeFontSubsets } from "../src/lib/build-time/fonts/font-subset"

const ROOT = path.join(__dirname, "..")
const codePointsOf = (text: string) => new Set([...text].map((char) => char.codePointAt(0)!))

describe("the characters the web font keeps", () => {
  it("are printable ASCII, the no-break space, and each character of the texts in both cases", () => {
    const kept = codePointsOf(charactersToKeep(["Café Muñoz – 5★"]))
    for (const char of "Aa~ \u00a0éÉñÑ–★") expect(kept).toContain(char.codePointAt(0))
    expect(kept).not.toContain("ß".codePointAt(0))
  })

  it("leave out line breaks and other control characters", () => {
    const kept = codePointsOf(charactersToKeep(["one\ntwo\tthree\u0000"]))
    for (const char of "\n\t\u0000") expect(kept).not.toContain(char.codePointAt(0))
  })

  it("keep an accent pasted as a letter and a combining mark in both forms, and a soft hyphen", () => {
    const kept = codePointsOf(charactersToKeep(["Rene\u0301e co\u00adoperation"]))
    for (const code of [0x0301, 0x00e9, 0x00c9, 0x00ad]) expect(kept).toContain(code)
  })
})

describe("the cut font files", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "font-subset-"))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("have a glyph for each kept character the original face has, and none for the others", async () => {
    const characters = charactersToKeep(["Dr. Renée Okafor, MD – “knee” pain"])
    const written = await writeFontSubsets(ROOT, characters, dir)
    expect(written.map((face) => face.file)).toEqual(["atkinson-hyperlegible-400.woff2", "atkinson-hyperlegible-700.woff2"])
    for (const [index, face] of fontFaces(ROOT).entries()) {
      const original = await fontCodePoints(fs.readFileSync(face.source))
      const cut = await fontCodePoints(fs.readFileSync(path.join(dir, face.file)))
      const expected = [...codePointsOf(characters)].filter((code) => original.has(code))
      expect([...cut].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b))
      expect(original).toContain("ß".codePointAt(0))
      expect(written[index].bytes).toBeLessThan(written[index].sourceBytes * 0.8)
    }
  })
})
