/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"

/**
 * What the browser may load: everything reachable from gatsby-browser.tsx, the pages and the
 * templates through imports that are not type-only (static or dynamic). Build code (content check,
 * PDF, headers), server code (the consultation endpoint) and the zod content schemas must stay out:
 * they would ship Node modules, or kilobytes nobody needs, to every visitor.
 */
const ROOT = path.join(__dirname, "..")
const FORBIDDEN_FOLDERS = ["src/lib/build/", "src/lib/server/", "src/lib/content/"]
const ALLOWED_PACKAGES = ["gatsby", "react", "react-dom", "styled-components", "zod"]

function listFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`
    return entry.isDirectory() ? listFiles(relative) : /\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.join(path.dirname(from), specifier)
  return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
    .map((ext) => base + ext)
    .find((file) => fs.existsSync(path.join(ROOT, file)) && fs.statSync(path.join(ROOT, file)).isFile())
}

/** Specifiers of the imports that load code: `import type` / `export type` are erased by the compiler. */
function runtimeImports(file: string): string[] {
  const source = fs.readFileSync(path.join(ROOT, file), "utf8")
  const statements = [...source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?["']([^"']+)["']/gm)]
    .filter((match) => !match[1])
    .map((match) => match[2])
  const dynamic = [...source.matchAll(/\bimport\(\s*(?:\/\*.*?\*\/\s*)?["']([^"']+)["']\s*\)/g)].map((match) => match[1])
  return [...statements, ...dynamic]
}

function browserGraph(): { files: Set<string>; packages: Map<string, string> } {
  const entries = ["gatsby-browser.tsx", ...listFiles("src/pages"), ...listFiles("src/templates")]
  const files = new Set<string>()
  const packages = new Map<string, string>()
  const queue = [...entries]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (files.has(file)) continue
    files.add(file)
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith(".")) {
        const target = resolve(file, specifier)
        if (target) queue.push(path.normalize(target))
      } else if (!/\.(css|woff2?)$/.test(specifier)) {
        packages.set(specifier, file)
      }
    }
  }
  return { files, packages }
}

describe("code the browser loads", () => {
  const { files, packages } = browserGraph()

  it("starts from the pages and reaches the shared code (a guard that sees nothing proves nothing)", () => {
    expect(files).toContain("src/components/layout/Layout.tsx")
    expect(files).toContain("src/lib/json-ld.ts")
    expect(files).toContain("src/lib/consultation/schema.ts")
  })

  it("never reaches build, server or content-schema code", () => {
    expect([...files].filter((file) => FORBIDDEN_FOLDERS.some((folder) => file.startsWith(folder)))).toEqual([])
  })

  it("uses no package but the framework's, styled-components and the form's lazily loaded zod/mini (no node: module)", () => {
    const offending = [...packages].filter(
      ([name]) => !ALLOWED_PACKAGES.some((allowed) => name === allowed || name.startsWith(`${allowed}/`)),
    )
    expect(offending.map(([name, file]) => `${file} imports ${name}`)).toEqual([])
  })
})
