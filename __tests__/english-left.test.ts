/**
 * English left in a translation (english-left.ts), on generated texts: English sentences of any
 * words, translated sentences of each language's own words (its look-alikes of English words among
 * them) with names, numbers, links and {variables} inside, never today's content.
 */
import fc from "fast-check"
import { englishIn, englishLeft } from "../src/lib/shared/content/translation/english-left"
import { isPublished, translationStatus } from "../src/lib/shared/content/translation/translation-state"
import { describeStatus } from "../src/lib/build-time/translations/translation-report"
import { textDigest, translatableTexts, type TranslatedFile } from "../src/lib/shared/content/translation/translations"
import { withApproval, type ReviewPolicy } from "../src/lib/shared/content/review/approvals"
import { TEST_REVIEWERS } from "./support/reviewers"
import { type AnyData } from "./support/content-files"
import type { ContentFile } from "../src/lib/shared/content/model/content-file"
import listPages from "./fixtures/list-pages.fixtures.json"

type Lang = "es" | "fr" | "ht"

const ENGLISH = {
  determiners: ["the", "this", "your", "our", "their"],
  nouns: ["clinic", "patient", "doctor", "knee", "injection", "date", "notice", "officer", "study", "month", "year", "cost"],
  verbs: ["writes", "takes", "gives", "needs", "checks", "sends", "shows"],
  linkers: ["of", "with", "for", "to", "in", "and", "or", "before", "after"],
}

/** Each language's words, its look-alikes of English function words among them ("no", "on", "a", "do"). */
const OWN_WORDS: Record<Lang, string[]> = {
  es: [
    "la",
    "clínica",
    "escribe",
    "aquí",
    "fecha",
    "de",
    "este",
    "aviso",
    "y",
    "el",
    "nombre",
    "su",
    "no",
    "a",
    "me",
    "rodilla",
    "médica",
    "con",
    "para",
    "usted",
  ],
  fr: [
    "la",
    "clinique",
    "indique",
    "ici",
    "date",
    "de",
    "cet",
    "avis",
    "et",
    "le",
    "nom",
    "son",
    "on",
    "a",
    "or",
    "but",
    "genou",
    "pour",
    "vous",
    "avec",
  ],
  ht: [
    "klinik",
    "la",
    "ap",
    "ekri",
    "isit",
    "dat",
    "avi",
    "sa",
    "ak",
    "non",
    "li",
    "a",
    "an",
    "on",
    "do",
    "to",
    "jenou",
    "pou",
    "ou",
    "nan",
  ],
}

const lang = fc.constantFrom<Lang>("es", "fr", "ht")

/** An English sentence: noun phrases joined by verbs and prepositions, as English grammar joins them. */
const englishSentence = fc
  .array(
    fc.tuple(
      fc.constantFrom(...ENGLISH.determiners),
      fc.constantFrom(...ENGLISH.nouns),
      fc.constantFrom(...ENGLISH.verbs, ...ENGLISH.linkers),
    ),
    { minLength: 2, maxLength: 6 },
  )
  .map((phrases) => `${phrases.flat().join(" ")} ${ENGLISH.determiners[0]} ${ENGLISH.nouns[0]}.`)

/** What is the same in every language: a number, a price, a link, an e-mail, a phone, a {variable}, an acronym. */
const neutral = fc.oneof(
  fc.integer({ min: 0, max: 100 }).map((n) => `${n}%`),
  fc.integer({ min: 1, max: 9999 }).map((n) => `$${n}`),
  fc.constantFrom(
    "https://www.example.com/a/b",
    "name@example.com",
    "(212) 555-0147",
    "{siteName}",
    "{hospital}",
    "FDA",
    "HIPAA",
    "TTY: 711",
    "21 CFR 1271.3(f)",
  ),
)

/** A name as names are written: capitalised words, joined by the small words English names use. */
const name = fc.constantFrom(
  "Office for Civil Rights",
  "Americans with Disabilities Act",
  "U.S. Department of Health and Human Services",
  "New York",
  "Maria G.",
)

/** A sentence in `lang`: its own words, with names and neutral values among them. */
function ownSentence(language: Lang) {
  return fc
    .array(
      fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...OWN_WORDS[language]) },
        { weight: 1, arbitrary: neutral },
        { weight: 1, arbitrary: name },
      ),
      {
        minLength: 1,
        maxLength: 18,
      },
    )
    .map((words) => `${words.join(" ")}.`)
}

const translated = lang.chain((language) =>
  fc.tuple(fc.constant(language), fc.array(ownSentence(language), { minLength: 1, maxLength: 3 })),
)

describe("English left in a translated text", () => {
  it("finds an English sentence anywhere in a translated text, identical to its English or not", () => {
    fc.assert(
      fc.property(translated, englishSentence, fc.nat(), ([language, sentences], english, at) => {
        const mixed = [...sentences]
        mixed.splice(at % (mixed.length + 1), 0, english)
        expect(englishIn(mixed.join(" "), "Some English text.", language)).toMatch(/reads as English/)
        expect(englishIn(english, english, language)).toBe("is its English text, word for word")
      }),
    )
  })

  it("finds English after a Placeholder or Sample marker, and accepts the marker before the language's own words", () => {
    fc.assert(
      fc.property(translated, englishSentence, fc.constantFrom("Placeholder:", "Sample:"), ([language, sentences], english, marker) => {
        const own = sentences.join(" ")
        expect(englishIn(`${own} ${marker} ${english}`, `Text. ${marker} ${english}`, language)).toMatch(/reads as English/)
        expect(englishIn(`${marker} ${own}`, `${marker} ${english}`, language)).toBeUndefined()
      }),
    )
  })

  it("never flags a text in the language's own words, with names, numbers, links and variables in it", () => {
    fc.assert(
      fc.property(translated, englishSentence, ([language, sentences], english) => {
        expect(englishIn(sentences.join(" "), english, language)).toBeUndefined()
      }),
    )
  })

  it("never flags a text of numbers, links, e-mail addresses, phones, {variables} and acronyms only, even identical to its English", () => {
    fc.assert(
      fc.property(
        lang,
        fc.array(neutral, { minLength: 1, maxLength: 5 }),
        fc.constantFrom(", ", " ", " – "),
        (language, values, joiner) => {
          const text = values.join(joiner)
          expect(englishIn(text, text, language)).toBeUndefined()
        },
      ),
    )
  })

  it("flags an identical text that holds an English word ('About 75%'), not a word both languages write alike ('Contact', 'No')", () => {
    fc.assert(
      fc.property(lang, fc.integer({ min: 1, max: 99 }), fc.constantFrom("About", "Up to", "More than", "Over"), (language, n, words) => {
        expect(englishIn(`${words} ${n}%`, `${words} ${n}%`, language)).toBe("is its English text, word for word")
        expect(englishIn(`${words} ${n}%`, `${words}  ${n} %`.replace(" %", "%"), language)).toBe("is its English text, word for word")
      }),
    )
    expect(englishIn("Contact", "Contact", "fr")).toBeUndefined()
    expect(englishIn("No", "No", "es")).toBeUndefined()
    expect(englishIn("No", "No", "fr")).toBe("is its English text, word for word")
  })
})

describe("English left in a translation file, and what it does to its publication", () => {
  const english = {
    path: "pages/testimonials.json",
    data: {
      title: "What our patients say",
      entries: [{ name: "Maria G.", location: "Queens, NY", quote: "The care was kind and clear." }],
    },
  }
  const translation = (data: unknown): TranslatedFile => ({ path: "es/pages/testimonials.json", data, lang: "es", source: english.path })

  it("names each field left in English, skips a field marked as a name, and counts a name field's placeholder", () => {
    const left = englishLeft(
      translation({
        title: "Lo que dicen nuestros pacientes",
        entries: [{ name: "Maria G.", location: "Queens, NY", quote: "The care was kind and clear." }],
      }),
      english,
    )
    expect(left).toEqual([
      {
        file: "es/pages/testimonials.json",
        field: "entries[0].quote",
        message: expect.stringMatching(/^is its English text, word for word/),
      },
    ])
    const placeholder = {
      ...english,
      data: { ...english.data, entries: [{ ...english.data.entries[0], name: "Placeholder: the name the patient agreed to" }] },
    }
    const kept = translation({
      ...placeholder.data,
      title: "Lo que dicen nuestros pacientes",
      entries: [{ ...placeholder.data.entries[0], quote: "La atención fue amable y clara." }],
    })
    expect(englishLeft(kept, placeholder).map(({ field }) => field)).toEqual(["entries[0].name"])
  })

  it("keeps an approved translation with English left out of production until it is translated, and its status names file and field", () => {
    const source: ContentFile = { path: "pages/testimonials.json", data: listPages["pages/testimonials.json"] }
    const policy = { reviewers: TEST_REVIEWERS, required: [] } as unknown as ReviewPolicy
    const approvedWith = (leftInEnglish: boolean) => {
      const data = JSON.parse(JSON.stringify(source.data)) as AnyData
      translatableTexts(source).forEach(({ path, text }, index) => {
        const holder = path.slice(0, -1).reduce<AnyData>((value, key) => value[key], data)
        const keep = [...(/\bplaceholder\b/i.test(text) ? ["Placeholder:"] : []), ...(text.match(/\{\w+\}/g) ?? [])]
        holder[path[path.length - 1]] = [...keep, `texto traducido número ${index}`].join(" ")
      })
      if (leftInEnglish) data.entries[0].quote = "The care was kind and clear, and the staff explained each step to me."
      const file: TranslatedFile = {
        path: `es/${source.path}`,
        data: { ...data, translation: { source: textDigest(source) } },
        lang: "es",
        source: source.path,
      }
      return { ...file, data: withApproval(file, "translation", "Test Translator", "2026-11-30", policy) }
    }
    const left = translationStatus(source, approvedWith(true), "es", policy)
    expect(left.approval?.approved).toBe(true)
    expect(left.state).toBe("unreviewed")
    expect(isPublished(left, true)).toBe(false)
    expect(describeStatus(left)).toMatch(
      /English left in it[^\n]*\n\s+content\/es\/pages\/testimonials\.json: field "entries\[0\]\.quote" reads as English/,
    )
    const done = translationStatus(source, approvedWith(false), "es", policy)
    expect(done.state).toBe("reviewed")
    expect(isPublished(done, true)).toBe(true)
  })
})
