/**
 * A page query's records, each checked once: the records a page shows come from content files the
 * content check has already read, so a missing one means the query or the file is wrong, and the
 * error says which query found nothing. Returns the same records, typed as present.
 */
export function required<T extends object>(data: T, query: string): { [K in keyof T]-?: NonNullable<T[K]> } {
  for (const [field, value] of Object.entries(data)) {
    if (value === null || value === undefined) throw new Error(`The page query ${query} found no ${field}: is its content file missing?`)
  }
  return data as { [K in keyof T]-?: NonNullable<T[K]> }
}
