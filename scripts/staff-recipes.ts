/**
 * The README's staff recipes done to a checkout's content/, as staff would do them, so the whole
 * test suite can be run on the result (scripts/test-after-staff-recipes.sh): no test may depend on
 * what today's content happens to hold.
 *   - Add a treatment: a copy of the first treatment under a new address, title and card, listed
 *     first in its group and on the home page (docs/editing.md).
 *   - Make every story real: each patient's words in English get their consent record and lose
 *     their `"sample": true` (README, "What blocks launch"); the translations take both from the
 *     English, a value that is not text (docs/translations.md).
 * Usage: tsx scripts/staff-recipes.ts <checkout>
 */
import fs from "node:fs"
import path from "node:path"
import { loadSiteContent } from "../src/lib/build-time/content/content-snapshot"

const STAFF_TREATMENT = { slug: "staff-added-treatment", title: "A Treatment Staff Added", card: "Staff Added" }

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** A consent record in force whenever the suite runs (a production build refuses an ended one). */
function consentRecord(): Json {
  const year = new Date().getUTCFullYear()
  return {
    writtenConsentDate: `${year - 1}-05-20`,
    hipaaMarketingAuthorization: true,
    expiresOn: `${year + 2}-05-20`,
    materialConnection: { kind: "none" },
  }
}

/** Gives every story in `value` (an object with a patient's `quote`) its consent record and takes its sample flag away; how many. */
function makeStoriesReal(value: Json): number {
  if (Array.isArray(value)) return value.reduce<number>((count, item) => count + makeStoriesReal(item), 0)
  if (value === null || typeof value !== "object") return 0
  let count = Object.values(value).reduce<number>((sum, item) => sum + makeStoriesReal(item), 0)
  if (typeof value.quote === "string" && (value.sample === true || value.consent === undefined)) {
    value.consent ??= consentRecord()
    delete value.sample
    count++
  }
  return count
}

function applyStaffRecipes(root: string): string[] {
  const contentDir = path.join(root, "content")
  const write = (file: string, data: unknown) => fs.writeFileSync(path.join(contentDir, file), `${JSON.stringify(data, null, 2)}\n`)
  // The files as staff edit them: with their review records, which the content model leaves out.
  const english = loadSiteContent(root, {}).files.map((file) => ({
    path: file.path,
    data: JSON.parse(fs.readFileSync(path.join(contentDir, file.path), "utf8")) as Json,
  }))
  const done: string[] = []

  const treatments = english.filter((file) => file.path.startsWith("treatments/")).sort((a, b) => a.path.localeCompare(b.path))
  const source = treatments[0].data as { card: Record<string, Json>; listing: { group: string; order: number } } & Record<string, Json>
  const firstOrder = Math.min(
    ...treatments
      .map((file) => (file.data as typeof source).listing)
      .filter((listing) => listing.group === source.listing.group)
      .map((listing) => listing.order),
  )
  write(`treatments/${STAFF_TREATMENT.slug}.json`, {
    ...source,
    slug: STAFF_TREATMENT.slug,
    title: STAFF_TREATMENT.title,
    card: { ...source.card, title: STAFF_TREATMENT.card },
    listing: { ...source.listing, order: firstOrder - 1, onHomePage: true },
  })
  done.push(`added treatments/${STAFF_TREATMENT.slug}.json, a copy of ${treatments[0].path}, first in its group and on the home page`)

  for (const file of english) {
    const data = file.data
    const stories = makeStoriesReal(data)
    if (stories === 0) continue
    write(file.path, data)
    done.push(`${file.path}: ${stories} ${stories === 1 ? "story" : "stories"} made real (consent recorded, sample flag removed)`)
  }
  return done
}

const [root] = process.argv.slice(2)
if (!root) {
  console.error("Usage: tsx scripts/staff-recipes.ts <checkout>")
  process.exit(2)
}
for (const line of applyStaffRecipes(path.resolve(root))) console.log(line)
