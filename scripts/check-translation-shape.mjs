// Checks that each translated content file (content/<lang>/<path>.json) mirrors its English file:
// same keys and array lengths, same non-string values, language-independent strings unchanged,
// every {variable} kept, and no English sentence left untranslated.
import { readFileSync, readdirSync, existsSync, statSync } from "node:fs"
import { join, relative } from "node:path"

const lang = process.argv[2]
if (!lang || !/^[a-z]{2,3}$/.test(lang)) {
  console.error("Usage: node scripts/check-translation-shape.mjs <language code, e.g. es>")
  process.exit(2)
}

const content = "content"
const languageDir = join(content, lang)
const excluded = new Set(["redirects.json"])
const translatedFolders = ["pages", "treatments", "compliance"]

const englishFiles = [
  ...readdirSync(content).filter((name) => name.endsWith(".json") && !excluded.has(name)),
  ...translatedFolders.flatMap((folder) =>
    readdirSync(join(content, folder))
      .filter((name) => name.endsWith(".json"))
      .map((name) => join(folder, name)),
  ),
]

const languageIndependent = [
  /^https?:\/\//, // URL
  /^\//, // route or path
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/, // e-mail address
  /^[+(]?\d[\d\s().-]{5,}\d$/, // phone number
  /^#[0-9a-f]{3,8}$/i, // colour
  /^\d{4}-\d{2}(-\d{2})?([T ][\d:.]+Z?)?$/, // ISO date
  /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/, // a CamelCase token such as MedicalClinic
  /^[a-z0-9]+(?:-[a-z0-9]+)+$/, // a lower-case hyphenated token such as bone-marrow
  /^[a-z]+[A-Z][A-Za-z0-9]*$/, // a camelCase token such as firstName
  /^(\.\.\/)*images\//, // image path
  /^Sample:/,
]

const problems = []
const kept = []
let checkedFiles = 0

const problem = (file, path, message) => problems.push(`${file} ${path || "(root)"}: ${message}`)
const typeOf = (value) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value)
const variables = (text) => [...text.matchAll(/\{[A-Za-z0-9_]+\}/g)].map((match) => match[0])

// A single lower-case word is an id or value (a form choice's "knee", a section's kind "steps") unless
// it sits under a key whose words readers see ("improvement" as the term a figure counts,
// "osteoarthritis" as a keyword).
const readerKeys = new Set(["keywords", "items", "points", "title", "text", "label", "term", "meaning", "description"])
// "Placeholder: …" marks a fact the clinic has not supplied yet; the marker stays in English up to the
// end of its sentence, so the clinic finds it. A text that is only such a marker stays unchanged; a
// sentence around it is translated, keeping each marker word for word.
const placeholders = (text) => text.match(/Placeholder:[^.]*(?:\.|$)/g) ?? []
const isOnlyPlaceholder = (text) => /^Placeholder:[^.]*\.?$/.test(text.trim())
const isIndependent = (text, key) =>
  languageIndependent.some((pattern) => pattern.test(text.trim())) ||
  isOnlyPlaceholder(text) ||
  (/^[a-z0-9]+$/.test(text) && !readerKeys.has(key))
const isKept = (text) => typeof text === "string" && isIndependent(text)
// Words that find a text kept unchanged (such as sameWording's `mentions` of a wording kept in
// English) must stay unchanged with it, or they would no longer find it.
const keptWith = (text, siblings) => Object.values(siblings ?? {}).some((other) => other !== text && isKept(other) && other.includes(text))

function compare(file, path, english, translated, siblings, key, translatedSiblings) {
  const kind = typeOf(english)
  if (kind !== typeOf(translated)) {
    problem(file, path, `is ${typeOf(translated)}, English has ${kind}`)
    return
  }
  if (kind === "array") {
    if (english.length !== translated.length) {
      problem(file, path, `has ${translated.length} items, English has ${english.length}`)
      return
    }
    english.forEach((item, index) => compare(file, `${path}[${index}]`, item, translated[index], undefined, key))
    return
  }
  if (kind === "object") {
    const englishKeys = Object.keys(english)
    const translatedKeys = Object.keys(translated)
    if (englishKeys.join("\u0000") !== translatedKeys.join("\u0000")) {
      problem(file, path, `keys [${translatedKeys}] differ from English [${englishKeys}] (names or order)`)
    }
    englishKeys.forEach((key) => {
      if (key in translated) compare(file, path ? `${path}.${key}` : key, english[key], translated[key], english, key, translated)
    })
    return
  }
  if (kind !== "string") {
    if (english !== translated) problem(file, path, `is ${JSON.stringify(translated)}, must stay ${JSON.stringify(english)}`)
    return
  }
  if (isIndependent(english, key) || keptWith(english, siblings)) {
    if (english !== translated) problem(file, path, `must stay unchanged: ${JSON.stringify(english)}, found ${JSON.stringify(translated)}`)
    return
  }
  const lostPlaceholders = placeholders(english).filter((fragment) => !translated.includes(fragment))
  if (lostPlaceholders.length > 0)
    problem(file, path, `must keep word for word: ${lostPlaceholders.map((fragment) => JSON.stringify(fragment)).join(", ")}`)
  // The words that find a wording (sameWording's `mentions`) must still be found in its translation.
  if (
    key === "mentions" &&
    typeof siblings?.text === "string" &&
    typeof translatedSiblings?.text === "string" &&
    siblings.text.includes(english) &&
    !translatedSiblings.text.includes(translated)
  ) {
    problem(file, path, `${JSON.stringify(translated)} is not in the translated text beside it, which it must find`)
  }
  const missing = variables(english).filter((variable) => !translated.includes(variable))
  if (missing.length > 0) problem(file, path, `lacks ${missing.join(", ")}`)
  const extra = variables(translated).filter((variable) => !english.includes(variable))
  if (extra.length > 0) problem(file, path, `adds ${extra.join(", ")}, which the English does not have`)
  if (english === translated && english.trim().split(/\s+/).length >= 3) {
    // A text that its entry marks as written in another language (the language-assistance taglines) is not English.
    if (typeof siblings?.lang === "string" && siblings.lang !== "en") return
    // Names, addresses and citations: every word starts with a capital or a digit. Listed for the reviewer, not a problem.
    if (english.split(/\s+/).every((word) => /^[^a-z]*[A-Z0-9]/.test(word))) kept.push(`${file} ${path}: ${JSON.stringify(english)}`)
    else problem(file, path, `left in English: ${JSON.stringify(english)}`)
  }
}

const missingFiles = []
for (const name of englishFiles) {
  const englishPath = join(content, name)
  const translatedPath = join(languageDir, name)
  if (!existsSync(translatedPath)) {
    missingFiles.push(name)
    continue
  }
  const english = JSON.parse(readFileSync(englishPath, "utf8"))
  const text = readFileSync(translatedPath, "utf8")
  let translated
  try {
    translated = JSON.parse(text)
  } catch (error) {
    problem(translatedPath, "", `is not valid JSON: ${error.message}`)
    continue
  }
  if (text !== `${JSON.stringify(translated, null, 2)}\n`) {
    problem(translatedPath, "", "is not formatted as JSON.stringify(x, null, 2) plus a newline")
  }
  compare(translatedPath, "", english, translated)
  checkedFiles += 1
}

for (const name of existsSync(languageDir) ? walk(languageDir) : []) {
  const english = relative(languageDir, name)
  if (!englishFiles.includes(english)) problems.push(`${name}: has no English file content/${english}`)
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
}

console.log(`${checkedFiles} of ${englishFiles.length} files checked in ${languageDir}`)
if (missingFiles.length > 0) console.log(`Not translated yet (${missingFiles.length}): ${missingFiles.join(", ")}`)
kept.forEach((line) => console.log(`kept as a name: ${line}`))
problems.forEach((line) => console.log(`PROBLEM ${line}`))
console.log(`${problems.length} problem(s)`)
process.exit(problems.length > 0 ? 1 : 0)
