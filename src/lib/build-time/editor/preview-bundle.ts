import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { PAGE_PREVIEW_SCRIPT, PAGE_PREVIEW_STYLES } from "../../shared/addresses"
import { COLLECTIONS } from "../../shared/content/model/collections"
import type { PagePreviewContent } from "../../shared/content/page-preview"
import { LANGUAGE_CODES, type LanguageCode } from "../../shared/languages"
import type { ContentSnapshot } from "../content/content-snapshot"
import { layoutQueryData } from "../content/page-content"
import { pageLanguage } from "../content/page-languages"

/** What the editor's page preview knows of the site (PagePreviewContent), from the build's snapshot. */
export function pagePreviewContent(content: ContentSnapshot, siteUrl: string, buildYear = new Date().getFullYear()): PagePreviewContent {
  const languages = Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, {}])) as PagePreviewContent["languages"]
  for (const [route, pages] of content.pages) {
    for (const { lang } of pages) languages[lang][route] = pageLanguage(route, lang, content.pages)
  }
  const isCollectionFile = (file: string) => COLLECTIONS.some(({ folder }) => file.startsWith(`${folder}/`))
  return {
    english: Object.fromEntries(content.files.map((file) => [file.path, file.data])),
    translations: Object.fromEntries(content.translations.map((file) => [file.path, file.data])),
    layouts: Object.fromEntries(LANGUAGE_CODES.map((lang) => [lang, layoutQueryData(content, lang, siteUrl, buildYear)])) as Record<
      LanguageCode,
      PagePreviewContent["layouts"][LanguageCode]
    >,
    pageRoutes: Object.fromEntries([...content.routeOfFile].filter(([file, route]) => file && route && !isCollectionFile(file))),
    languages,
  }
}

/**
 * Writes the editor's page preview into `dir` beside the setup script: the site's pages and
 * templates with React 18 and styled-components (src/lib/editor-preview/preview-entry.tsx), Gatsby's
 * APIs stubbed (gatsby-stub.tsx), the site's content compiled in, and the web font's styles with
 * their files (src/styles/fonts.css, once the build has cut the fonts). No page of the site loads them;
 * the editor's page loads them when it first shows a page's preview (src/lib/editor/page-preview.ts).
 */
export function writePreviewBundle(dir: string, root: string, content: ContentSnapshot, siteUrl: string): void {
  const load = createRequire(path.join(root, "package.json"))
  const { buildSync } = load("esbuild") as typeof import("esbuild")
  buildSync({
    entryPoints: [path.join(root, "src/lib/editor-preview/preview-entry.tsx")],
    outfile: path.join(dir, PAGE_PREVIEW_SCRIPT),
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    jsx: "automatic",
    alias: { gatsby: path.join(root, "src/lib/editor-preview/gatsby-stub.tsx") },
    define: {
      __PAGE_PREVIEW_CONTENT__: JSON.stringify(pagePreviewContent(content, siteUrl)),
      "process.env.NODE_ENV": '"production"',
    },
    logLevel: "error",
  })
  const fonts = path.join(root, "src/styles/fonts.css")
  if (fs.existsSync(path.join(root, "src/styles/fonts"))) {
    buildSync({
      entryPoints: [fonts],
      outfile: path.join(dir, PAGE_PREVIEW_STYLES),
      bundle: true,
      minify: true,
      loader: { ".woff2": "file" },
      assetNames: "fonts/[name]",
      logLevel: "error",
    })
  } else
    fs.writeFileSync(
      path.join(dir, PAGE_PREVIEW_STYLES),
      "/* The web font is cut by the site's build (src/lib/build-time/fonts/font-subset.ts): until then the preview shows its fallback. */\n",
    )
}
