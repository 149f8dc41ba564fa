import type { GatsbyNode } from "gatsby"
import { buildContent } from "../src/lib/build-time/content/content-snapshot"
import { languagePath, pageLanguage } from "../src/lib/build-time/content/page-languages"
import { SOURCE_LANGUAGE } from "../src/lib/shared/languages"
import { NOT_FOUND_ROUTE, routeOf } from "../src/lib/shared/routes"
import { projectRoot } from "./project-root"

/**
 * Each page of src/pages in every language it is built in (the content snapshot's `pages`, src/lib/build-time/content/content-snapshot.ts):
 * the English page keeps its address, each translation is the same component at /<lang>/…, and
 * every one learns its language and its alternates from its context, which its query reads as `$lang`.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions, store }) => {
  if ("lang" in (page.context ?? {})) return
  const root = projectRoot(store)
  const { pages } = buildContent(root, process.env)
  // Gatsby's copy of the not-found page that the host answers with (/404.html) is English; each translation has its own.
  const route = page.path === "/404.html" ? NOT_FOUND_ROUTE : routeOf(page.path)
  const languages = pages.get(route)
  if (!languages) return
  actions.deletePage(page)
  for (const { lang } of page.path === "/404.html" ? [{ lang: SOURCE_LANGUAGE }] : languages) {
    actions.createPage({
      ...page,
      path: lang === SOURCE_LANGUAGE ? page.path : languagePath(route, lang),
      context: { ...page.context, ...pageLanguage(route, lang, pages) },
    })
  }
}
