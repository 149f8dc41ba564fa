import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { COLLECTIONS } from "../src/lib/shared/content/model/collections"
import { collectionEntry } from "../src/lib/shared/content/model/registry"
import { buildContent } from "../src/lib/build-time/content/content-snapshot"
import { redirectsOf } from "../src/lib/build-time/content/load-content"
import { pageLanguage } from "../src/lib/build-time/content/page-languages"
import { SOURCE_LANGUAGE, type LanguageCode } from "../src/lib/shared/languages"
import { ENGLISH_PAGE } from "../src/lib/shared/page-language"
import { NOT_FOUND_ROUTE } from "../src/lib/shared/routes"
import { projectRoot } from "./project-root"

export const createPages: GatsbyNode["createPages"] = async ({ actions, graphql, reporter, store }) => {
  const root = projectRoot(store)
  const content = buildContent(root, process.env)
  const sitePages = content.pages

  // An old address is a small page that forwards the visitor (meta refresh, canonical link to
  // the new page) for `gatsby serve` and plain static hosts; the host answers it with a 301
  // (siteRedirects, src/lib/shared/site-redirects.ts).
  for (const { from, to } of redirectsOf(content.files)) {
    actions.createPage({
      path: from,
      component: path.resolve("src/templates/redirect.tsx"),
      context: { toPath: to, ...ENGLISH_PAGE },
    })
  }

  // An address under /<lang>/ that the site does not have answers with that language's
  // not-found page (the host's own 404 is the English one). Not forced: a page that exists wins.
  for (const { lang, path: notFound } of sitePages.get(NOT_FOUND_ROUTE) ?? []) {
    if (lang === SOURCE_LANGUAGE) continue
    actions.createRedirect({ fromPath: `/${lang}/*`, toPath: notFound, statusCode: 404, redirectInBrowser: false })
  }

  // One page per file of each collection (content/treatments/, content/compliance/) in each
  // language it is built in: adding a page is adding one JSON file. The template queries its
  // record by id, so the context stays small.
  for (const { folder, route, template } of COLLECTIONS) {
    const field = `all${collectionEntry(folder).typeName}`
    const result = await graphql<Record<string, { nodes: Array<{ id: string; slug: string; lang: LanguageCode }> }>>(`
      query CollectionPages {
        ${field}(sort: { slug: ASC }) {
          nodes {
            id
            slug
            lang
          }
        }
      }
    `)
    if (result.errors || !result.data) {
      reporter.panicOnBuild(`Could not read the pages in content/${folder}/`, result.errors)
      return
    }
    for (const { id, slug, lang } of result.data[field].nodes) {
      const page = sitePages.get(route(slug))?.find((candidate) => candidate.lang === lang)
      if (!page) continue
      actions.createPage({
        path: page.path,
        component: path.resolve(template),
        context: { id, ...pageLanguage(route(slug), lang, sitePages) },
      })
    }
  }
}
