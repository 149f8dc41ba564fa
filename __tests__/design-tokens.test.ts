import fs from "node:fs"
import path from "node:path"
import { themeCustomProperties } from "../src/styles/global-css"

/** Every file under src/ that may hold styles. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.(tsx?|css)$/.test(entry.name) ? [file] : []
  })
}

const declared = new Set([...themeCustomProperties.matchAll(/(--[\w-]+):/g)].map((match) => match[1]))

describe("design tokens", () => {
  it("declares each token of the theme as a custom property, colours included", () => {
    expect(themeCustomProperties).toContain("--colors-primary: #0b4a63;")
    expect(themeCustomProperties).toContain("--space-md: 1rem;")
    expect(themeCustomProperties).toContain("--touchTarget: 44px;")
  })

  it("uses no custom property that the theme does not declare (a misspelt token would silently drop its rule)", () => {
    const undeclared = sourceFiles(path.join(__dirname, "../src")).flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/var\((--[\w-]+)/g)]
        .map((match) => match[1])
        .filter((name) => !declared.has(name))
        .map((name) => `${path.relative(path.join(__dirname, ".."), file)}: ${name}`),
    )
    expect(undeclared).toEqual([])
  })
})
