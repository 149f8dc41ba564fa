/** Content's words with named blanks. No React here. */

/** "Rated {rating} out of 5" -> "Rated 4 out of 5" */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}
