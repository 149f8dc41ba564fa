/**
 * Where a treatment is listed is declared once, in its own file (`listing`,
 * content/model/treatment-schema.ts): the group of /services its card is in, its order, and whether the
 * home page's grid shows it. The services page and the home grid are built from those
 * declarations with these functions; no page keeps a list of treatments of its own.
 */

/** The `listing.group` of a treatment listed under "More treatment pages" (services.json `moreTreatments`), below the groups. */
export const MORE_TREATMENTS = "more"

export interface Placed {
  slug: string
  listing: { group: string; order: number; onHomePage: boolean }
}

/** Lower `order` first; two with the same order by slug, the same in every language. */
function inListingOrder<T extends Placed>(treatments: readonly T[]): T[] {
  return [...treatments].sort((a, b) => a.listing.order - b.listing.order || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0))
}

/** The treatments a services group (by its `key`, or MORE_TREATMENTS) lists, in order. */
export function treatmentsInGroup<T extends Placed>(treatments: readonly T[], group: string): T[] {
  return inListingOrder(treatments.filter((treatment) => treatment.listing.group === group))
}

/** The treatments of the home page's grid, in order. */
export function homePageTreatments<T extends Placed>(treatments: readonly T[]): T[] {
  return inListingOrder(treatments.filter((treatment) => treatment.listing.onHomePage))
}
