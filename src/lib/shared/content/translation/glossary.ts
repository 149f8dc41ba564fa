import type { LanguageCode } from "../../languages"
import { fieldName, type ContentProblem } from "../model/content-file"
import { translatableTexts, type TranslatedFile } from "./translations"

/**
 * The glossary the translations follow: one term per concept and language, the terms it rules out
 * (a calque, a regional form, a word patients misread) and, where a term needs it, the plain gloss
 * each file that uses it gives once (docs/translations.md, "Glossary"). A translation that breaks
 * it is listed with its state and not published (translation-state.ts).
 */
interface GlossaryTerm {
  /** The term to use. */
  use: string
  /**
   * Words the glossary rules out for this concept: matched as whole words, whatever their case or
   * apostrophe (' or ’); a final "*" matches any ending ("s'affin*": s'affinent, s'affiner).
   */
  ruledOut?: readonly string[]
  /**
   * Where the term needs a plain gloss: the term (as `ruledOut` matches words), and the term with
   * the start of its gloss, which each file that uses the term writes at least once.
   */
  gloss?: { term: string; withGloss: string }
}

export interface GlossaryEntry {
  concept: string
  terms: Readonly<Partial<Record<LanguageCode, GlossaryTerm>>>
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    concept: "shortness of breath",
    terms: {
      es: { use: "falta de aire" },
      fr: { use: "essoufflement" },
      ht: { use: "souf kout (ou pa ka respire byen)", ruledOut: ["kout souf"] },
    },
  },
  {
    concept: "thinning hair",
    terms: {
      es: { use: "adelgazamiento del cabello", ruledOut: ["cabello más delgado", "cabello se vuelva más delgado"] },
      fr: { use: "cheveux clairsemés", ruledOut: ["s'affin*"] },
      ht: { use: "cheve k ap vin fen" },
    },
  },
  {
    concept: "downtime",
    terms: {
      es: { use: "tiempo de recuperación" },
      fr: { use: "temps de récupération", ruledOut: ["temps d'arrêt"] },
      ht: { use: "tan pou w refè" },
    },
  },
  {
    concept: "physical therapy (physiotherapy)",
    terms: {
      es: { use: "fisioterapia", ruledOut: ["terapia física"] },
      fr: {
        use: "kinésithérapie (physiothérapie)",
        gloss: { term: "kinésithérapie", withGloss: "kinésithérapie (physiothérapie)" },
      },
      ht: { use: "terapi fizik", ruledOut: ["fizyoterapi"] },
    },
  },
  {
    concept: "investigational",
    terms: {
      es: { use: "en investigación", ruledOut: ["investigacional"] },
      fr: { use: "expérimental", ruledOut: ["investigationnel*"] },
      ht: {
        use: "envestigasyonèl (yo toujou ap etidye l)",
        gloss: { term: "envestigasyonèl", withGloss: "envestigasyonèl (yo toujou ap etidye" },
      },
    },
  },
  {
    concept: "implant (the cells, into the body)",
    terms: { es: { use: "implanta" }, fr: { use: "implante" }, ht: { use: "enplante", ruledOut: ["implante"] } },
  },
  {
    concept: "swelling",
    terms: { es: { use: "hinchazón" }, fr: { use: "gonflement" }, ht: { use: "anfle", ruledOut: ["gonflman"] } },
  },
  {
    concept: "MRI",
    terms: { es: { use: "resonancia magnética" }, fr: { use: "IRM" }, ht: { use: "MRI", ruledOut: ["IRM"] } },
  },
  {
    concept: "spinal headache",
    terms: {
      es: { use: "cefalea pospunción" },
      fr: { use: "céphalée post-ponction" },
      ht: { use: "yon tèt fè mal ki soti nan piki nan do a", ruledOut: ["tèt fè mal epinyè"] },
    },
  },
  {
    concept: "registered nurse",
    terms: {
      es: { use: "enfermero/a titulado/a (RN)", ruledOut: ["enfermero registrado", "enfermera registrada"] },
      fr: { use: "infirmier(ère) diplômé(e)" },
      ht: { use: "enfimyè ki gen lisans" },
    },
  },
  {
    concept: "the physician's title",
    terms: { es: { use: "Dra." }, fr: { use: "Dr", ruledOut: ["Dre"] }, ht: { use: "Dr." } },
  },
  {
    concept: "the patient (usted): never a masculine form",
    terms: {
      es: { use: "le (le examina, le llamamos), consciente, sin molestias, ¿tiene dudas…?", ruledOut: ["lo examin*", "atenderlo", "despierto", "usted esté cómodo", "no está seguro"] },
    },
  },
  {
    concept: "an example e-mail address",
    terms: { es: { use: "nombre@example.com", ruledOut: ["@ejemplo.com"] } },
  },
  {
    concept: "help (a condition)",
    terms: { fr: { use: "soulager l'arthrose", ruledOut: ["aider l'arthrose"] } },
  },
  {
    concept: "request (the patient's, in the privacy notice)",
    terms: { es: { use: "solicitud", ruledOut: ["su pedido"] } },
  },
]

/** The pattern of a ruled-out term (GlossaryTerm.ruledOut). */
function wordsPattern(words: string): RegExp {
  const open = /^\p{L}/u.test(words) ? "(?<![\\p{L}\\p{N}])" : ""
  const prefix = words.endsWith("*")
  const body = (prefix ? words.slice(0, -1) : words)
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/['’]/g, "['’]")
  const close = prefix ? "\\p{L}*" : /[\p{L}\p{N}]$/u.test(words) ? "(?![\\p{L}\\p{N}])" : ""
  return new RegExp(`${open}${body}${close}`, "iu")
}

/** Every text of `translation` that uses a term the glossary rules out, and every term used without its gloss in the file. */
export function glossaryProblems(translation: TranslatedFile): ContentProblem[] {
  const texts = translatableTexts({ path: translation.source, data: translation.data })
  const problems: ContentProblem[] = []
  for (const { concept, terms } of GLOSSARY) {
    const term = terms[translation.lang]
    if (!term) continue
    for (const { path, text } of texts) {
      const found = term.ruledOut?.map(wordsPattern).find((pattern) => pattern.test(text))
      if (found) {
        problems.push({
          file: translation.path,
          field: fieldName(path),
          message: `uses "${text.match(found)![0]}" for ${concept}: the glossary's term is "${term.use}" (docs/translations.md)`,
        })
      }
    }
    const gloss = term.gloss
    const first = gloss && texts.find(({ text }) => wordsPattern(gloss.term).test(text))
    if (gloss && first && !texts.some(({ text }) => wordsPattern(gloss.withGloss).test(text))) {
      problems.push({
        file: translation.path,
        field: fieldName(first.path),
        message: `uses "${gloss.term}" without its plain gloss anywhere in the file: write "${term.use}" once, at its first use in a sentence (docs/translations.md)`,
      })
    }
  }
  return problems
}
