import type { Crumb } from "../lib/shared/json-ld"
import { englishRoute, localizedPath } from "../lib/shared/page-language"
import { useSiteContent } from "./useSiteContent"

/**
 * A page's breadcrumbs, from its address: Home; then each section of the header menu the address
 * lies in ("/resources" for "/resources/faq"), named as the menu names it, or else `parent` (a
 * compliance document's hub); then the page itself, under `label` (for a section's own page, the
 * menu's name when left out). A page and its Head call it alike, so the visible trail and the
 * BreadcrumbList in its structured data are the same. On a translated page each crumb leads to
 * the page in its language where there is one.
 */
export function useCrumbs(pathname: string, label?: string, parent?: Crumb): Crumb[] {
  const { shared, navigation, language } = useSiteContent()
  const path = englishRoute(pathname)
  const sections = navigation.header.filter((item) => item.path !== "/" && path.startsWith(`${item.path}/`))
  const own = navigation.header.find((item) => item.path === path)
  const name = label ?? own?.label
  if (name === undefined) throw new Error(`The page ${path} needs a label for its breadcrumbs: it is not in the header menu`)
  const crumbs = [
    shared.breadcrumbHome,
    ...(sections.length > 0 ? sections.map((item) => ({ label: item.label, path: item.path })) : parent ? [parent] : []),
    { label: name, path },
  ]
  return crumbs.map((crumb) => ({ label: crumb.label, path: localizedPath(crumb.path, language) }))
}
