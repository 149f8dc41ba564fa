import { fieldName, ownTexts, walkEntries, type ContentFile, type ContentProblem } from "../model/content-file"
import { fieldInWords } from "../wording/field-words"
import { formOfFile } from "../wording/form-names"
import { stringsIn } from "./placeholders"
import { SHARED_FILE } from "../model/content-paths"
import { sharedSchema } from "../model/layout-schemas"
import { dataAt, objectsIn } from "../model/unchecked"


export interface RegulatoryTerm {
  /** The words that name the term on the site, e.g. "minimally manipulated", "minimal manipulation". */
  terms: string[]
  /** "21 CFR 1271.3(f)" */
  citation: string
  /** The regulation's text, word for word. */
  text: string
  /** The paragraph on eCFR. */
  href: string
}

/** The terms of content/shared.json, as far as they are well formed (the schema names any that is not). */
export function regulatoryTerms(files: readonly ContentFile[]): RegulatoryTerm[] {
  const shared = dataAt(files, SHARED_FILE, sharedSchema)
  const terms = objectsIn(shared?.regulatoryTerms)
  return terms.filter(
    (term): term is RegulatoryTerm =>
      Array.isArray(term.terms) && term.terms.every((words) => typeof words === "string") && typeof term.citation === "string" && typeof term.text === "string" && typeof term.href === "string",
  )
}

const EXEMPTION = /\bexempt(?:ion|ions|ed|s)?\b|\bsection\s+361\b|\b361\s+(?:HCT\/Ps?|products?|pathway)\b|\bnot\s+(?:regulated|subject\s+to\s+(?:approval|review))\s+by\s+the\s+FDA\b/i
const ECFR = "https://www.ecfr.gov/"

/**
 * The FDA's words, not ours: a text that names a term of FDA rules (minimally
 * manipulated, homologous use, same surgical procedure) must sit in an entry that quotes the
 * regulation word for word (content/shared.json regulatoryTerms) and links it on eCFR; a text that
 * speaks of an exemption from FDA rules may appear only in such an entry, so no sentence elsewhere
 * implies one.
 */
export function regulatoryTermProblems(files: readonly ContentFile[]): ContentProblem[] {
  const terms = regulatoryTerms(files)
  const shared = files.find((file) => file.path === SHARED_FILE)?.data
  const problems: ContentProblem[] = []
  for (const file of files) {
    // The entries a text sits in, innermost first, each with its own texts and every string under it (its links).
    const scopes: Array<{ path: Array<string | number>; quoted: string; links: string[] }> = []
    walkEntries(file.data, [], (entry, path) => {
      if (file.path === SHARED_FILE && path[0] === "regulatoryTerms") return false
      while (scopes.length > 0 && !isWithin(path, scopes[scopes.length - 1].path)) scopes.pop()
      const texts = ownTexts(entry, path)
      scopes.push({ path, quoted: texts.map(({ text }) => text).join("\n"), links: stringsIn(entry).map(({ text }) => text) })
      // A section and the links inside it are one scope; the file itself is no scope for the entries in it.
      const around = scopes.length > 1 ? scopes.slice(1).reverse() : scopes
      for (const { text, path: textPath } of texts) {
        const field = fieldName(textPath)
        for (const [index, term] of terms.entries()) {
          const named = term.terms.find((words) => namePattern(words).test(text))
          if (!named) continue
          const source = (field: string) => `${formOfFile(SHARED_FILE)} › ${fieldInWords(SHARED_FILE, shared, ["regulatoryTerms", index, field])}`
          const quoting = around.find((scope) => scope.quoted.includes(term.text))
          if (!quoting) {
            problems.push({
              file: file.path,
              field,
              message: `names "${named}", a term of FDA rules, without the regulation's words: quote ${term.citation} word for word in the same entry (${source("text")}) and link it (${term.href}), or do not name the term`,
              staff: {
                says: `names "${named}", a term of FDA rules`,
                instead: `Leave it out, or copy the regulation's words and link from ${source("text")} into the same entry`,
              },
            })
          } else if (!quoting.links.includes(term.href)) {
            problems.push({
              file: file.path,
              field,
              message: `quotes ${term.citation} without its link: give the same entry a link to ${term.href} (${source("href")})`,
              staff: { says: `quotes ${term.citation} without its link`, instead: `Give the same entry the link of ${source("href")}` },
            })
          }
        }
        if (EXEMPTION.test(text) && !around.some((scope) => scope.links.some((link) => link.startsWith(ECFR)))) {
          problems.push({
            file: file.path,
            field,
            message: `speaks of an exemption from FDA rules ("${EXEMPTION.exec(text)![0]}"): the site claims none, and speaks of the rules only where it quotes them with a link to eCFR`,
            staff: { says: `speaks of an exemption from FDA rules ("${EXEMPTION.exec(text)![0]}")`, instead: "Leave it out: the site claims no exemption" },
          })
        }
      }
      return true
    })
  }
  return problems
}

function isWithin(path: Array<string | number>, ancestor: Array<string | number>): boolean {
  return ancestor.length < path.length && ancestor.every((part, index) => path[index] === part)
}

function namePattern(words: string): RegExp {
  const escaped = words
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/[\s-]+/g, "[\\s-]+")
  return new RegExp(`\\b${escaped}\\b`, "i")
}
