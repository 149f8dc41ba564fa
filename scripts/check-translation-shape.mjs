// Checks that content/<lang>/… mirrors the English content file for file:
// node scripts/check-translation-shape.mjs fr [--present]   (--present: skip files not translated yet)
import fs from "node:fs"
import path from "node:path"

const [lang, ...flags] = process.argv.slice(2)
if (!/^[a-z]{2,3}$/.test(lang ?? "")) {
  console.error("usage: node scripts/check-translation-shape.mjs <language code> [--present]")
  process.exit(2)
}
const onlyPresent = flags.includes("--present")
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "content")

const sources = [
  ...["pages", "treatments", "compliance"].flatMap((dir) =>
    fs
      .readdirSync(path.join(root, dir))
      .filter((f) => f.endsWith(".json"))
      .map((f) => `${dir}/${f}`),
  ),
  "site.json",
  "shared.json",
  "forms.json",
  "navigation.json",
]

// Keys whose values are identifiers, routes or machine values in every language.
const fixedKeys = new Set([
  "id",
  "slug",
  "path",
  "paths",
  "href",
  "lang",
  "kind",
  "tone",
  "fields",
  "harvest",
  "guidance",
  "documents",
  "treatments",
  "conditions",
  "procedureType",
  "heroImage",
  "image",
  "socialImage",
  "citation",
  "days",
  "medicalSpecialties",
  "addressLocality",
  "addressRegion",
  "addressCountry",
  "postalCode",
  "author",
  "credentials",
  "opens",
  "closes",
  "lastReviewed",
  "email",
  "phone",
  "siteUrl",
])
// Texts left in English on purpose: names, and the taglines already written in their own language.
const keptKeys = new Set(["siteName", "streetAddress", "neighborhood", "location", "name"])
const sameInEveryLanguage = (keyPath) => /^languageAssistance\[\d+\]\.text$/.test(keyPath)

// "Placeholder: …" marks a fact the clinic must still supply: a string that is only that stays English; in a
// longer sentence the sentence is translated and each "Placeholder: …" fragment (up to its full stop) is kept word for word.
const placeholderFragments = (s) => s.match(/Placeholder:[^.]*/g) ?? []
const isOnlyPlaceholder = (s) => /^Placeholder:[^.]*\.?$/.test(s.trim())

const looksFixed = (s) =>
  /^https?:\/\//.test(s) ||
  /^\//.test(s) ||
  /^\.\.?\//.test(s) ||
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s) ||
  /^[+()\d\s.-]{7,}$/.test(s) ||
  /^#[0-9a-f]{3,8}$/i.test(s) ||
  /^\d{4}-\d{2}-\d{2}/.test(s) ||
  /^\d{1,2}:\d{2}$/.test(s) ||
  /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/.test(s) ||
  /^[a-z0-9]+(?:-[a-z0-9]+)+$/.test(s) ||
  isOnlyPlaceholder(s) ||
  s.startsWith("Sample:")

const problems = []
const untranslated = []
const kept = []
const variables = (s) => new Set(s.match(/\{[A-Za-z0-9_]+\}/g) ?? [])

function compare(en, tr, keyPath, file, key, parent) {
  const where = `${file} ${keyPath || "(root)"}`
  if (Array.isArray(en)) {
    if (!Array.isArray(tr)) return problems.push(`${where}: expected an array`)
    if (en.length !== tr.length) problems.push(`${where}: ${en.length} items in English, ${tr.length} translated`)
    en.slice(0, tr.length).forEach((item, i) => compare(item, tr[i], `${keyPath}[${i}]`, file, key, en))
    return
  }
  if (en && typeof en === "object") {
    if (!tr || typeof tr !== "object" || Array.isArray(tr)) return problems.push(`${where}: expected an object`)
    const ek = Object.keys(en)
    const tk = Object.keys(tr)
    if (ek.join("\u0000") !== tk.join("\u0000")) problems.push(`${where}: keys differ: English [${ek}] translated [${tk}]`)
    for (const k of ek) if (k in tr) compare(en[k], tr[k], keyPath ? `${keyPath}.${k}` : k, file, k, en)
    return
  }
  if (typeof en !== "string") {
    if (en !== tr) problems.push(`${where}: ${JSON.stringify(en)} must stay unchanged, found ${JSON.stringify(tr)}`)
    return
  }
  if (typeof tr !== "string") return problems.push(`${where}: expected a string`)
  // A form choice's value is what the endpoint receives; elsewhere a "value" is a figure people read.
  const formValue = key === "value" && file.endsWith("/forms.json")
  if (fixedKeys.has(key) || formValue || looksFixed(en) || sameInEveryLanguage(keyPath)) {
    if (en !== tr) problems.push(`${where}: ${JSON.stringify(en)} must stay unchanged, found ${JSON.stringify(tr)}`)
    return
  }
  for (const fragment of placeholderFragments(en))
    if (!tr.includes(fragment)) problems.push(`${where}: ${JSON.stringify(fragment)} must stay unchanged in the translation`)
  const trVars = variables(tr)
  for (const v of variables(en)) if (!trVars.has(v)) problems.push(`${where}: ${v} missing from the translation`)
  for (const v of trVars) if (!variables(en).has(v)) problems.push(`${where}: ${v} is not in the English`)
  if (en === tr && en.trim().split(/\s+/).length >= 3) {
    // A sibling still waiting for the clinic's text ("Placeholder: …") stays English, and so does what points at it.
    const besidePlaceholder = Object.values(parent ?? {}).some((v) => typeof v === "string" && v !== en && isOnlyPlaceholder(v))
    if (keptKeys.has(key) || besidePlaceholder) kept.push(`${where}: ${JSON.stringify(en)}`)
    else untranslated.push(`${where}: ${JSON.stringify(en)}`)
  }
}

let checked = 0
const missing = []
for (const file of sources) {
  const enText = fs.readFileSync(path.join(root, file), "utf8")
  const trPath = path.join(root, lang, file)
  if (!fs.existsSync(trPath)) {
    missing.push(file)
    continue
  }
  const trText = fs.readFileSync(trPath, "utf8")
  let tr
  try {
    tr = JSON.parse(trText)
  } catch (error) {
    problems.push(`${lang}/${file}: not valid JSON (${error.message})`)
    continue
  }
  if (trText !== JSON.stringify(tr, null, 2) + "\n")
    problems.push(`${lang}/${file}: not formatted as JSON.stringify(x, null, 2) plus a newline`)
  compare(JSON.parse(enText), tr, "", `${lang}/${file}`, "")
  checked++
}

if (missing.length && !onlyPresent) for (const f of missing) problems.push(`${lang}/${f}: missing`)
console.log(
  `${checked} of ${sources.length} files checked for "${lang}"${missing.length ? `; not translated yet: ${missing.join(", ")}` : ""}`,
)
if (kept.length) console.log(`Kept in English on purpose (names, addresses):\n  ${kept.join("\n  ")}`)
if (untranslated.length) console.log(`Left untranslated (identical to the English):\n  ${untranslated.join("\n  ")}`)
if (problems.length) console.log(`Problems:\n  ${problems.join("\n  ")}`)
const total = problems.length + untranslated.length
console.log(total ? `${total} problem(s)` : "0 problems")
process.exit(total ? 1 : 0)
