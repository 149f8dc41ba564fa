import type { ContentFile } from "./check"

/**
 * How many entries marked `"sample": true` each content file still holds. Sample testimonials,
 * ratings and outcome figures must be replaced by real, consented ones before launch, so a
 * production build warns while any remain.
 */
export function countSampleEntries(files: readonly ContentFile[]): Array<{ file: string; count: number }> {
  return files
    .map((file) => ({ file: file.path, count: countIn(file.data) }))
    .filter(({ count }) => count > 0)
}

function countIn(value: unknown): number {
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + countIn(item), 0)
  if (value && typeof value === "object") {
    const own = (value as { sample?: unknown }).sample === true ? 1 : 0
    return own + Object.values(value).reduce<number>((sum, item) => sum + countIn(item), 0)
  }
  return 0
}
