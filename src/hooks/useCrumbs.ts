import type { Crumb } from "../lib/json-ld"
import { useSiteContent } from "./useSiteContent"

/**
 * A page's breadcrumbs, starting at Home. A step given as a path ("/resources") takes its label
 * from the header menu, so a section is named the same in the menu and in every trail.
 * The same array goes to PageBanner (visible trail) and Seo (BreadcrumbList).
 */
export function useCrumbs(...trail: Array<Crumb | string>): Crumb[] {
  const { shared, navigation } = useSiteContent()
  return [
    shared.breadcrumbHome,
    ...trail.map((step) => {
      if (typeof step !== "string") return step
      const link = navigation.header.find((item) => item.path === step)
      if (!link) throw new Error(`No header menu entry names "${step}" for the breadcrumbs`)
      return { label: link.label, path: link.path }
    }),
  ]
}
