import { treatmentPath } from "./routes"

/**
 * Cards on /services (and elsewhere) name treatments by route, "/services/knee"; the card's
 * title, description and image come from that treatment's own content file, never a copy.
 */

export interface TreatmentRecord {
  readonly slug: string
}

/** The treatments a page names, in the page's order. Throws, failing the build, when one has no content file. */
export function resolveTreatmentRefs<T extends TreatmentRecord>(
  refs: readonly string[],
  treatments: readonly T[],
  source: string,
): Array<T & { path: string }> {
  const bySlug = new Map(treatments.map((treatment) => [treatment.slug, treatment]))
  return refs.map((ref) => {
    const slug = ref.replace(/^\/services\//, "").replace(/[/?#].*$/, "")
    const treatment = bySlug.get(slug)
    if (!treatment) {
      throw new Error(
        `${source} names the treatment "${ref}", but content/treatments/${slug}.json does not exist. Add that file or remove the reference.`,
      )
    }
    return { ...treatment, path: treatmentPath(slug) }
  })
}
