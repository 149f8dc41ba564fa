/** Rules of the testimonial cards and their pagination (spec section 4). No React here. */

const QUOTE_LIMIT = 200

/** A quote longer than the limit starts truncated: its first 200 characters and an ellipsis. */
export function isLongQuote(quote: string, limit = QUOTE_LIMIT): boolean {
  return quote.length > limit
}

export function truncateQuote(quote: string, limit = QUOTE_LIMIT): string {
  return isLongQuote(quote, limit) ? `${quote.slice(0, limit)}…` : quote
}

/** "Maria G." -> "MG", "Claudette" -> "C" */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}]/gu, "")[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase()
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage))
}

/** The items of page `page` (1-based). */
export function pageItems<T>(items: readonly T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage)
}
