/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"

/**
 * Code is foldered by where it runs, and imports only with the grain:
 * - shared (src/lib/shared/, and the design tokens of src/styles/theme.ts, which the PDF guide uses
 *   too): runs anywhere, browser included; imports only shared code.
 * - site (components, pages, templates, hooks, styles, src/render/): the pages, rendered by the
 *   build's server renderer and hydrated in the browser; imports site and shared code.
 * - server (src/api/, src/lib/server/): the functions on the host; imports server and shared code.
 * - build-time (gatsby/, src/lib/build-time/, gatsby-config, gatsby-node): Node during the build.
 * - editor (src/lib/editor/): the content editor's page in the browser, bundled by esbuild.
 * - tools (scripts/): benchmarks, checks and the local editor's server.
 * Type-only imports count too, and no two modules import each other, however indirectly.
 */
const ROOT = path.join(__dirname, "..")

const ZONES: ReadonlyArray<{ zone: string; paths: readonly string[]; mayImport: readonly string[] }> = [
  { zone: "shared", paths: ["src/lib/shared/", "src/styles/theme.ts"], mayImport: ["shared"] },
  {
    zone: "site",
    paths: [
      "src/components/",
      "src/pages/",
      "src/templates/",
      "src/hooks/",
      "src/styles/",
      "src/render/",
      "gatsby-ssr.tsx",
      "gatsby-browser.tsx",
    ],
    mayImport: ["site", "shared"],
  },
  {
    zone: "server",
    paths: ["src/api/", "src/lib/server/", "netlify/functions/", "netlify/edge-functions/"],
    mayImport: ["server", "shared"],
  },
  {
    zone: "build-time",
    paths: ["gatsby/", "src/lib/build-time/", "gatsby-config.ts", "gatsby-node.ts"],
    mayImport: ["build-time", "shared"],
  },
  { zone: "editor", paths: ["src/lib/editor/"], mayImport: ["editor", "shared"] },
  // The editor's page preview: the site's pages in a bundle of their own (src/lib/build-time/editor/preview-bundle.ts).
  { zone: "editor preview", paths: ["src/lib/editor-preview/"], mayImport: ["editor preview", "site", "shared"] },
  { zone: "tools", paths: ["scripts/"], mayImport: ["tools", "build-time", "server", "shared"] },
]

/**
 * Packages code that may run in a browser can import: the framework, the styles, the form's lazily
 * loaded zod/mini, and the translations' digest (@noble/hashes: sha-256 in plain JavaScript, no
 * node: module), which the editor's page computes as the build does; no page of the site imports it.
 */
const BROWSER_PACKAGES = ["gatsby", "react", "react-dom", "styled-components", "zod", "schema-dts", "@noble/hashes"]

function listFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`
    return entry.isDirectory() ? listFiles(relative) : /\.(m?tsx?|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [relative] : []
  })
}

function resolve(from: string, specifier: string): string | undefined {
  const base = path.normalize(path.join(path.dirname(from), specifier))
  return ["", ".ts", ".tsx", ".mjs", "/index.ts", "/index.tsx"]
    .map((ext) => base + ext)
    .find((file) => fs.existsSync(path.join(ROOT, file)) && fs.statSync(path.join(ROOT, file)).isFile())
}

interface Import {
  specifier: string
  typeOnly: boolean
}

function importsOf(file: string): Import[] {
  const source = fs.readFileSync(path.join(ROOT, file), "utf8")
  const statements = [...source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s+)?["']([^"']+)["']/gm)].map((match) => ({
    specifier: match[2],
    typeOnly: !!match[1],
  }))
  // `typeof import("...")` names a module's type; any other import() loads it.
  const dynamic = [...source.matchAll(/(\btypeof\s+)?\bimport\(\s*(?:\/\*.*?\*\/\s*)?["']([^"']+)["']\s*\)/g)].map((match) => ({
    specifier: match[2],
    typeOnly: !!match[1],
  }))
  return [...statements, ...dynamic]
}

const zoneOf = (file: string) => ZONES.find(({ paths }) => paths.some((p) => file === p || file.startsWith(p)))?.zone

const FILES = ["src", "gatsby", "scripts", "netlify"]
  .flatMap(listFiles)
  .concat(["gatsby-config.ts", "gatsby-node.ts", "gatsby-ssr.tsx", "gatsby-browser.tsx"])

function edges(): Array<{ from: string; to: string; typeOnly: boolean }> {
  return FILES.flatMap((from) =>
    importsOf(from).flatMap(({ specifier, typeOnly }) => {
      if (!specifier.startsWith(".")) return []
      const to = resolve(from, specifier)
      return to && /\.(tsx?|mjs)$/.test(to) ? [{ from, to, typeOnly }] : []
    }),
  )
}

describe("imports follow where code runs", () => {
  const graph = edges()

  it("sees every zone (a guard that sees nothing proves nothing)", () => {
    expect(new Set(FILES.map(zoneOf))).toEqual(new Set(ZONES.map(({ zone }) => zone)))
    expect(FILES.filter((file) => !zoneOf(file))).toEqual([])
  })

  it("no module imports code of a zone it may not use, type-only imports included", () => {
    const against = graph
      .filter(({ from, to }) => !ZONES.find(({ zone }) => zone === zoneOf(from))!.mayImport.includes(zoneOf(to) ?? "?"))
      .map(({ from, to }) => `${from} (${zoneOf(from)}) imports ${to} (${zoneOf(to) ?? "no zone"})`)
    expect(against).toEqual([])
  })

  it("no two modules import each other, however indirectly, type-only imports included", () => {
    const next = new Map<string, string[]>()
    for (const { from, to } of graph) next.set(from, [...(next.get(from) ?? []), to])
    const state = new Map<string, "open" | "done">()
    const circles: string[] = []
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === "done") return
      if (state.get(file) === "open") {
        circles.push([...trail.slice(trail.indexOf(file)), file].join(" -> "))
        return
      }
      state.set(file, "open")
      for (const target of next.get(file) ?? []) visit(target, [...trail, file])
      state.set(file, "done")
    }
    for (const file of FILES) visit(file, [])
    expect(circles).toEqual([])
  })

  it("code that runs in a browser uses no package but the framework's, its styles, zod/mini and the digest (no node: module)", () => {
    const offending = FILES.filter((file) => ["shared", "site", "editor"].includes(zoneOf(file) ?? ""))
      .filter((file) => !file.startsWith("src/render/"))
      .flatMap((file) =>
        importsOf(file)
          .filter(({ specifier, typeOnly }) => !typeOnly && !specifier.startsWith(".") && !/\.(css|woff2?)$/.test(specifier))
          .filter(({ specifier }) => !BROWSER_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`)))
          .map(({ specifier }) => `${file} imports ${specifier}`),
      )
    expect(offending).toEqual([])
  })
})

describe("the build reads content/ once", () => {
  /** The module that reads the content for the build (loadSiteContent), and the reader it calls. */
  const READERS = ["src/lib/build-time/content/content-snapshot.ts", "src/lib/build-time/content/load-content.ts"]

  it("through the content snapshot: no other module of the build or the tools reads a content file", () => {
    const readers = FILES.filter((file) => ["build-time", "tools"].includes(zoneOf(file) ?? "") && !READERS.includes(file)).flatMap(
      (file) => {
        const calls = /\breadContentFiles\(/.test(fs.readFileSync(path.join(ROOT, file), "utf8")) ? [`${file} calls readContentFiles`] : []
        const imports = importsOf(file)
          .filter(({ specifier, typeOnly }) => !typeOnly && /(^|\/)content\/.*\.json$/.test(specifier))
          .map(({ specifier }) => `${file} imports ${specifier}`)
        return [...calls, ...imports]
      },
    )
    expect(readers).toEqual([])
    // A guard that sees nothing proves nothing: the snapshot itself reads.
    expect(fs.readFileSync(path.join(ROOT, READERS[0]), "utf8")).toMatch(/\breadContentFiles\(/)
  })
})

describe("code the browser loads", () => {
  /** Everything reachable from gatsby-browser.tsx, the pages and the templates through imports that load code. */
  function browserFiles(): Set<string> {
    const files = new Set<string>()
    const queue = ["gatsby-browser.tsx", ...listFiles("src/pages"), ...listFiles("src/templates")]
    while (queue.length > 0) {
      const file = queue.pop()!
      if (files.has(file)) continue
      files.add(file)
      for (const { specifier, typeOnly } of importsOf(file)) {
        const target = !typeOnly && specifier.startsWith(".") ? resolve(file, specifier) : undefined
        if (target) queue.push(target)
      }
    }
    return files
  }

  it("reaches the shared code the pages use, and never the content schemas and checks, which would ship kilobytes nobody needs", () => {
    const files = browserFiles()
    expect(files).toContain("src/components/layout/Layout.tsx")
    expect(files).toContain("src/lib/shared/json-ld.ts")
    expect(files).toContain("src/lib/shared/consultation/schema.ts")
    expect([...files].filter((file) => file.startsWith("src/lib/shared/content/"))).toEqual([])
  })
})
