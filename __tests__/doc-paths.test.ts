/** @jest-environment node */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

const ROOT = path.join(__dirname, "..")

/**
 * A path of this repository named in a doc or a comment: under one of its top-level folders, ending
 * in a file's extension. A path with a placeholder ("{slug}", "*", "[lang]") names no one file.
 */
const REPO_PATH =
  /(?<![\w./@-])((?:src|gatsby|scripts|__tests__|e2e|content|docs|netlify|static|\.ci)\/[\w./{}*[\]-]*\.(?:tsx|ts|mjs|mts|json|js|md|css|sh|yml|pdf))(?!\w)/g

/** The repository's docs and code (content/ aside). */
function docsAndCode(): string[] {
  return execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.(md|tsx?|mjs|mts|js|css|sh)$/.test(file) && !file.startsWith("content/"))
}

/** The docs and the code whose comments name paths; tests name the files their cases create. */
const readers = () => docsAndCode().filter((file) => !/^(__tests__|e2e)\//.test(file))

/** Whether git ignores `named`: a file the build or a tool writes (src/gatsby-types.d.ts), which a fresh clone lacks. */
function generated(named: string): boolean {
  try {
    execFileSync("git", ["check-ignore", "--quiet", "--no-index", named], { cwd: ROOT })
    return true
  } catch {
    return false
  }
}

/** Whether `named` is a file from the repository's root, or from the naming file's folder or one above it (a relative mention). */
function exists(named: string, from: string): boolean {
  for (let dir = path.dirname(path.join(ROOT, from)); dir.startsWith(ROOT); dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, named))) return true
  }
  return false
}

describe("every path a doc or a comment names", () => {
  it("is a file of the repository", () => {
    const missing = readers().flatMap((file) =>
      Array.from(fs.readFileSync(path.join(ROOT, file), "utf8").matchAll(REPO_PATH), (match) => match[1])
        .filter((named) => !/[{}*[]/.test(named) && !exists(named, file) && !generated(named))
        .map((named) => `${file} names ${named}, which does not exist`),
    )
    expect(missing).toEqual([])
  })

  it("is, in a Markdown link of a doc, a file from the doc's folder", () => {
    const broken = readers()
      .filter((file) => file.endsWith(".md"))
      .flatMap((file) =>
        Array.from(fs.readFileSync(path.join(ROOT, file), "utf8").matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g), (match) => match[1])
          .filter((target) => !/^(https?|mailto):/.test(target))
          .filter((target) => !fs.existsSync(path.join(ROOT, path.dirname(file), target)))
          .map((target) => `${file} links ${target}, which does not exist`),
      )
    expect(broken).toEqual([])
  })

  it("is never a document or an issue outside the repository (the product's decisions, the specification, an issue's number)", () => {
    const OUTSIDE = /\bDECISIONS\b|\bthe spec\b|\bspec's\b|\(#\d+\)|\bissue #?\d+|\bturns? \d+\b/
    const named = docsAndCode()
      .filter((file) => file !== "__tests__/doc-paths.test.ts")
      .flatMap((file) =>
        fs
          .readFileSync(path.join(ROOT, file), "utf8")
          .split("\n")
          .flatMap((line, index) => (OUTSIDE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
      )
    expect(named).toEqual([])
  })

  it("is found when it is missing", () => {
    const doc = "docs/example.md"
    expect(exists("docs/editor.md", doc)).toBe(true)
    expect(exists("check.ts", "src/lib/shared/content/rules/claims/scan.ts")).toBe(true)
    expect(exists("src/no-such-file.ts", doc)).toBe(false)
    expect(generated("src/gatsby-types.d.ts")).toBe(true)
    expect(generated("src/no-such-file.ts")).toBe(false)
    expect(Array.from("see `src/no-such-file.ts` and content/treatments/{slug}.json".matchAll(REPO_PATH), (match) => match[1])).toEqual([
      "src/no-such-file.ts",
      "content/treatments/{slug}.json",
    ])
  })
})
