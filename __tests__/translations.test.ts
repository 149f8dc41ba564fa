/**
 * The translation mechanism on fixture translations made from today's English content (its texts
 * turned word for word backwards, the way a translation changes texts and nothing else), so no test
 * depends on a translator's files or on today's copy.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { readContentFiles } from "../src/lib/build-time/content/load-content"
import { formatProblems, type ContentFile } from "../src/lib/shared/content/model/content-file"
import { findLaunchBlockers } from "../src/lib/shared/content/rules/launch-guard"
import { translatableTexts, translationProblems, type TranslatedFile } from "../src/lib/shared/content/translation/translations"
import { isPublished } from "../src/lib/shared/content/translation/translation-state"
import { recordApproval } from "../src/lib/build-time/content/approval-history"
import {
  recordTranslation,
  syncTranslations,
  translationReport,
  translationStatusesIn,
} from "../src/lib/build-time/translations/translation-report"
import { pageLanguage, type SitePages } from "../src/lib/build-time/content/page-languages"
import { placedRoutes } from "../src/lib/shared/content/model/placement"
import { englishRoute, localizedPath } from "../src/lib/shared/page-language"
import { type AnyData, checkContentIn, copyOfContent, realContent, snapshotOf, treatmentFiles } from "./support/content-files"
import { reviewTranslation, TEST_REVIEWERS } from "./support/reviewers"

/** A copy of content/ whose site.json lists the test reviewers (no real person). */
function copyWithReviewers(): ReturnType<typeof copyOfContent> {
  const content = copyOfContent()
  content.write("site.json", { ...content.read("site.json"), reviewers: TEST_REVIEWERS })
  return content
}

/**
 * `file` as a translation into `lang` would be: every text a visitor reads reworded (here, its words
 * in reverse order, each spelt backwards, so that none reads as English; numbers, the marker words and
 * {variables} kept).
 */
function translate(file: ContentFile, lang: "es" | "fr" | "ht"): TranslatedFile {
  const data = JSON.parse(JSON.stringify(file.data)) as AnyData
  for (const { path: field, text } of translatableTexts(file)) {
    const holder = field.slice(0, -1).reduce<AnyData>((value, key) => value[key], data)
    const backwards = (word: string) => (/\{|\d|\b(?:placeholder|sample)\b/i.test(word) ? word : [...word].reverse().join(""))
    holder[field[field.length - 1]] = text.split(" ").reverse().map(backwards).join(" ")
  }
  return { path: `${lang}/${file.path}`, data, lang, source: file.path }
}

const problemsOf = (translation: TranslatedFile, english: ContentFile) => formatProblems(translationProblems(translation, english))

describe("a translation is checked against its English file", () => {
  const english = realContent()

  it("accepts a translation of every English file that rewords its texts and keeps everything else", () => {
    const translatable = english.filter((file) => translatableTexts(file).length > 0)
    expect(translatable.length).toBeGreaterThan(10)
    const problems = translatable.flatMap((file) => translationProblems(translate(file, "fr"), file))
    expect(formatProblems(problems)).toBe("")
  })

  it("refuses a changed slug, image or date, naming file and field", () => {
    const knee = treatmentFiles(english)[0]
    const translation = translate(knee, "es")
    const data = translation.data as AnyData
    data.slug = `${data.slug}-es`
    data.heroImage = "../images/other.jpg"
    data.lastReviewed = "2001-01-01"
    expect(problemsOf(translation, knee)).toContain(`content/es/${knee.path}: field "slug" is "${data.slug}", where the English file has`)
    expect(problemsOf(translation, knee)).toContain(`content/es/${knee.path}: field "heroImage" is "../images/other.jpg"`)
    expect(problemsOf(translation, knee)).toContain(`content/es/${knee.path}: field "lastReviewed" is "2001-01-01"`)
  })

  it("refuses a missing key, an extra key, another order and a list of another length", () => {
    const knee = treatmentFiles(english)[0]
    const translation = translate(knee, "ht")
    const data = translation.data as AnyData
    const [firstKey] = Object.keys(data)
    delete data[firstKey]
    data.note = "Yon nòt"
    data.sections.pop()
    const problems = problemsOf(translation, knee)
    expect(problems).toContain(`content/ht/${knee.path}: field "${firstKey}" is missing`)
    expect(problems).toContain(`content/ht/${knee.path}: field "note" is not in the English file`)
    expect(problems).toContain(
      `content/ht/${knee.path}: field "sections" has ${data.sections.length} item(s), where the English file has ${data.sections.length + 1}`,
    )

    const reordered = translate(knee, "ht")
    const entries = Object.entries(reordered.data as AnyData)
    reordered.data = Object.fromEntries([entries[1], entries[0], ...entries.slice(2)])
    expect(problemsOf(reordered, knee)).toContain(`content/ht/${knee.path}: field "(file)" lists its fields in another order`)
  })

  it("refuses a text that drops a {variable} or the word that marks a placeholder", () => {
    const guide = english.find((file) => translatableTexts(file).some(({ text }) => /\{\w+\}/.test(text)))!
    const withVariable = translatableTexts(guide).find(({ text }) => /\{\w+\}/.test(text))!
    const translation = translate(guide, "es")
    const field = withVariable.path
    const holder = field.slice(0, -1).reduce<AnyData>((value, key) => value[key], translation.data as AnyData)
    holder[field[field.length - 1]] = "Descargar la guía"
    expect(problemsOf(translation, guide)).toMatch(/must keep the English text's variables as they are, (\{\w+\} ?)+; it has none/)

    const placeholderFile = english.find((file) => translatableTexts(file).some(({ text }) => /\bplaceholder\b/i.test(text)))!
    const placeholder = translatableTexts(placeholderFile).find(({ text }) => /\bplaceholder\b/i.test(text))!
    const marked = translate(placeholderFile, "fr")
    const markedHolder = placeholder.path.slice(0, -1).reduce<AnyData>((value, key) => value[key], marked.data as AnyData)
    markedHolder[placeholder.path[placeholder.path.length - 1]] = "Le nom de l'hôpital"
    expect(problemsOf(marked, placeholderFile)).toContain('must keep the word "Placeholder" of the English text')
  })

  it("validates a translation with its English file's schema, less the patterns that read English words", () => {
    const knee = treatmentFiles(english)[0]
    const translation = translate(knee, "es")
    const data = translation.data as AnyData
    data.fdaStatus.text = "Este tratamiento no está aprobado por la FDA."
    expect(problemsOf(translation, knee)).toBe("")
    data.fdaStatus.text = " "
    expect(problemsOf(translation, knee)).toContain(`content/es/${knee.path}: field "fdaStatus.text" must not be empty`)

    const investigational = treatmentFiles(english).find((file) => (file.data as AnyData).fdaStatus.investigational === true)!
    const translated = translate(investigational, "fr")
    ;(translated.data as AnyData).fdaStatus.text = "Ce traitement est expérimental : il n'est pas approuvé par la FDA."
    expect(problemsOf(translated, investigational)).toBe("")
  })

  it('lets a translation word freely what the launch guard does not read ("your sample is prepared")', () => {
    const withSample = english.find((file) =>
      translatableTexts(file).some(({ path: field, text }) => /\bsample\b/i.test(text) && !field.includes("evidence")),
    )!
    const { path: field } = translatableTexts(withSample).find(
      ({ path: at, text }) => /\bsample\b/i.test(text) && !at.includes("evidence"),
    )!
    const translation = translate(withSample, "es")
    const holder = field.slice(0, -1).reduce<AnyData>((value, key) => value[key], translation.data as AnyData)
    holder[field[field.length - 1]] = "Su muestra se prepara en nuestro consultorio."
    expect(problemsOf(translation, withSample)).toBe("")
  })

  it("refuses a translation of a file that has no English file, or of one that is never translated", () => {
    const knee = treatmentFiles(english)[0]
    expect(
      problemsOf({ ...translate(knee, "es"), path: "es/treatments/gone.json", source: "treatments/gone.json" }, undefined as never),
    ).toContain('content/es/treatments/gone.json: field "(file)" translates content/treatments/gone.json, which does not exist')
    const redirects = english.find((file) => file.path === "redirects.json")!
    expect(problemsOf({ ...redirects, path: "es/redirects.json", lang: "es", source: "redirects.json" }, redirects)).toContain(
      "is not translated",
    )
  })
})

describe("the build and the review of translations", () => {
  let content: ReturnType<typeof copyOfContent>
  let knee: ContentFile
  beforeEach(() => {
    content = copyWithReviewers()
    knee = treatmentFiles(readContentFiles(content.dir).files)[0]
    fs.mkdirSync(path.join(content.dir, "es", "treatments"), { recursive: true })
    content.write(`es/${knee.path}`, translate(knee, "es").data)
  })
  afterEach(() => content.remove())

  const statusOf = () => translationStatusesIn(snapshotOf(content.dir)).find((status) => status.file === `es/${knee.path}`)!

  it("leaves a translation that departs from its English file out of every build, naming file and field, and never stops the build", () => {
    expect(statusOf().state).toBe("unreviewed")
    const data = content.read(`es/${knee.path}`)
    data.title = "Rodilla"
    data.sections = data.sections.slice(1)
    content.write(`es/${knee.path}`, data)
    expect(formatProblems(checkContentIn(content.dir))).toBe("")
    expect(statusOf().state).toBe("broken")
    expect(isPublished(statusOf(), false)).toBe(false)
    expect(translationReport(translationStatusesIn(snapshotOf(content.dir)), {})).toMatch(
      new RegExp(
        `BROKEN TRANSLATIONS: .*\n  content/es/${knee.path}: does not match its English file; no build includes it[^\n]*\n      content/es/${knee.path}: field "sections"`,
      ),
    )
    const { files } = readContentFiles(content.dir)
    expect(findLaunchBlockers(files).some((blocker) => blocker.file.startsWith("es/"))).toBe(false)
  })

  it("lists a translation whose English file was deleted, without stopping the build", () => {
    fs.rmSync(path.join(content.dir, knee.path))
    expect(formatProblems(checkContentIn(content.dir))).not.toContain(`content/es/`)
    expect(translationReport(translationStatusesIn(snapshotOf(content.dir)), {})).toContain(
      `content/es/${knee.path}: does not match its English file; no build includes it`,
    )
  })

  it("publishes an unreviewed translation in previews only, and lists it in production", () => {
    expect(statusOf().state).toBe("unreviewed")
    expect(isPublished(statusOf(), false)).toBe(true)
    expect(isPublished(statusOf(), true)).toBe(false)
    const statuses = translationStatusesIn(snapshotOf(content.dir))
    expect(translationReport(statuses, { CONTEXT: "production" })).toMatch(
      new RegExp(`TRANSLATIONS LEFT OUT: .*\n  content/es/${knee.path}: not approved, and it records no English text`),
    )
    expect(translationReport(statuses, { CONTEXT: "deploy-preview" })).toMatch(
      /UNREVIEWED TRANSLATIONS: .*a production build leaves them out/,
    )
  })

  it("records a review; a change of the English texts makes it stale, a change of a language-independent value does not", () => {
    reviewTranslation(content.dir, "es", knee.path)
    expect(content.read(`es/${knee.path}`).approvals).toEqual([
      { role: "translation", by: "Test Translator", on: "2026-11-26", version: expect.stringMatching(/^[0-9a-f]{16}$/) },
    ])
    expect(statusOf().state).toBe("reviewed")
    expect(isPublished(statusOf(), true)).toBe(true)
    expect(formatProblems(checkContentIn(content.dir))).toBe("")

    const english = content.read(knee.path)
    english.slug = `${english.slug}-renamed`
    content.write(knee.path, english)
    expect(statusOf().state).toBe("reviewed")

    english.title = `${english.title} (updated)`
    content.write(knee.path, english)
    expect(statusOf().state).toBe("stale")
    expect(isPublished(statusOf(), true)).toBe(false)
    expect(translationReport(translationStatusesIn(snapshotOf(content.dir)), { SITE_ENV: "production" })).toContain(
      `content/es/${knee.path}: out of date: the English content/${knee.path} changed since it was translated`,
    )
  })

  it("a review approves the translation's wording too: an edit after it leaves the translation unreviewed, naming the reviewer", () => {
    reviewTranslation(content.dir, "es", knee.path)
    const translation = content.read(`es/${knee.path}`)
    translation.title = `${translation.title} (sin revisar)`
    content.write(`es/${knee.path}`, translation)
    expect(statusOf().state).toBe("unreviewed")
    expect(isPublished(statusOf(), true)).toBe(false)
    expect(translationReport(translationStatusesIn(snapshotOf(content.dir)), { CONTEXT: "production" })).toContain(
      `content/es/${knee.path}: not approved for publication: it needs translation review (Test Translator approved an earlier version on 2026-11-26)`,
    )
  })

  it("records the English text a translation renders, so an English change flags it before any review", () => {
    const status = recordTranslation(snapshotOf(content.dir), "es", knee.path)
    expect(status.state).toBe("unreviewed")
    expect(content.read(`es/${knee.path}`).translation).toEqual({
      source: expect.stringMatching(/^[0-9a-f]{16}$/),
      entries: expect.objectContaining({ sections: expect.stringMatching(/^[0-9a-f]{8}( [0-9a-f]{8})+$/) }),
    })
    expect(statusOf().state).toBe("unreviewed")

    const english = content.read(knee.path)
    english.intro = `${english.intro} More.`
    content.write(knee.path, english)
    expect(statusOf().state).toBe("stale")
    expect(isPublished(statusOf(), false)).toBe(true)
    expect(translationReport(translationStatusesIn(snapshotOf(content.dir)), {})).toContain(
      `content/es/${knee.path}: out of date: the English content/${knee.path} changed since it was translated`,
    )
  })

  it("names the English fields that changed since the review, from git's history", () => {
    const git = (...args: string[]) =>
      execFileSync("git", ["-C", content.dir, ...args], {
        env: { ...process.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@t", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@t" },
        stdio: "ignore",
      })
    git("init", "-q")
    reviewTranslation(content.dir, "es", knee.path)
    git("add", "-A")
    git("commit", "-qm", "review")
    const english = content.read(knee.path)
    english.title = `${english.title} (updated)`
    content.write(knee.path, english)
    expect(translationReport(translationStatusesIn(snapshotOf(content.dir)), { CONTEXT: "production" })).toContain(
      `content/es/${knee.path}: out of date: the English text of "title" in content/${knee.path} changed since it was translated`,
    )
  })

  it("change the phone number: no translation breaks (the English value counts), translation:sync writes it, the review stands", () => {
    const site = readContentFiles(content.dir).files.find((file) => file.path === "site.json")!
    for (const lang of ["es", "ht"] as const) {
      fs.mkdirSync(path.join(content.dir, lang), { recursive: true })
      content.write(`${lang}/site.json`, translate(site, lang).data)
    }
    reviewTranslation(content.dir, "es", "site.json")
    content.write("site.json", { ...content.read("site.json"), phone: "(212) 555-0199" })
    const siteStatus = (lang: string) =>
      translationStatusesIn(snapshotOf(content.dir)).find((status) => status.file === `${lang}/site.json`)!
    expect(siteStatus("es").state).toBe("reviewed")
    expect(siteStatus("ht").state).toBe("unreviewed")

    expect(syncTranslations(snapshotOf(content.dir))).toEqual([
      { file: "es/site.json", copied: ["phone"] },
      { file: "ht/site.json", copied: ["phone"] },
    ])
    expect(content.read("es/site.json").phone).toBe("(212) 555-0199")
    expect(siteStatus("es").state).toBe("reviewed")
  })

  it("add or remove a testimonial's photo: no translation breaks or loses its review, translation:sync writes it, a text stays the translator's", () => {
    const source = "pages/testimonials.json"
    const testimonials = readContentFiles(content.dir).files.find((file) => file.path === source)!
    fs.mkdirSync(path.join(content.dir, "es", "pages"), { recursive: true })
    content.write(`es/${source}`, translate(testimonials, "es").data)
    reviewTranslation(content.dir, "es", source)
    const status = () => translationStatusesIn(snapshotOf(content.dir)).find((candidate) => candidate.file === `es/${source}`)!

    const english = content.read(source)
    const photo = english.entries[0].photo
    delete english.entries[0].photo
    english.entries[1].photo = photo
    content.write(source, english)
    expect(status().state).toBe("reviewed")
    expect(syncTranslations(snapshotOf(content.dir))).toEqual([{ file: `es/${source}`, copied: ["entries[0].photo", "entries[1].photo"] }])
    const translated = content.read(`es/${source}`)
    expect(translated.entries[0].photo).toBeUndefined()
    expect(translated.entries[1].photo).toBe(photo)
    expect(Object.keys(translated.entries[1])).toEqual(Object.keys(english.entries[1]))
    expect(status().state).toBe("reviewed")

    delete translated.entries[2].quote
    content.write(`es/${source}`, translated)
    expect(status().state).toBe("broken")
    expect(status().problems).toContain(`content/es/${source}: field "entries[2].quote" is missing`)
  })

  it("refuses to record a review of a translation that departs from its English file", () => {
    const data = content.read(`es/${knee.path}`)
    data.sections = data.sections.slice(1)
    content.write(`es/${knee.path}`, data)
    expect(() => reviewTranslation(content.dir, "es", knee.path)).toThrow(`content/es/${knee.path}: field "sections"`)
    expect(content.read(`es/${knee.path}`).translation).toBeUndefined()
    expect(content.read(`es/${knee.path}`).approvals).toBeUndefined()
  })

  it("refuses the approval of a translator not on the clinic's list, or not of that language", () => {
    recordTranslation(snapshotOf(content.dir), "es", knee.path)
    expect(() => recordApproval(snapshotOf(content.dir), `es/${knee.path}`, "translation", "Ana Pérez", "2026-11-26")).toThrow(
      "Ana Pérez is not on the clinic's list of reviewers",
    )
    content.write("site.json", { ...content.read("site.json"), reviewers: [{ ...TEST_REVIEWERS[2], languages: ["fr"] }] })
    expect(() => recordApproval(snapshotOf(content.dir), `es/${knee.path}`, "translation", "Test Translator", "2026-11-26")).toThrow(
      "Test Translator is not listed as a translator of Español (Spanish)",
    )
    expect(statusOf().state).toBe("unreviewed")
  })
})

describe("which pages each language has: every file a page reads must be published", () => {
  const content = copyWithReviewers()
  afterAll(() => content.remove())
  const english = realContent()
  const writeTranslation = (lang: "es" | "fr", source: string) => {
    const file = english.find((candidate) => candidate.path === source)!
    fs.mkdirSync(path.dirname(path.join(content.dir, lang, source)), { recursive: true })
    content.write(`${lang}/${source}`, translate(file, lang).data)
    recordTranslation(snapshotOf(content.dir), lang, source)
  }
  const layout = ["site.json", "navigation.json", "shared.json", "forms.json"]
  const servicesPage = english.find((file) => file.path === "pages/services.json")!
  beforeAll(() => {
    // Spanish: everything; French: the layout, the about page and the services page, without its treatments.
    for (const file of english.filter((candidate) => translatableTexts(candidate).length > 0)) writeTranslation("es", file.path)
    for (const source of [...layout, "pages/about.json", "pages/services.json"]) writeTranslation("fr", source)
  })
  const languagesOf = (pages: SitePages, route: string) => pages.get(route)!.map((page) => page.path)

  it("builds every page in a fully translated language in development and previews, at /<lang>/…, with a notice", () => {
    const pages = snapshotOf(content.dir, {}).pages
    expect(languagesOf(pages, "/")).toEqual(["/", "/es"])
    expect(languagesOf(pages, "/services/knee")).toEqual(["/services/knee", "/es/services/knee"])
    expect(languagesOf(pages, "/about")).toEqual(["/about", "/es/about", "/fr/about"])
    expect(pages.get("/about")!.find((page) => page.lang === "es")!.notice).toBe("translation")
    expect(pages.get("/about")!.find((page) => page.lang === "en")!.notice).toBe("approval")
    // The not-found page reads only the layout's files, which French has.
    expect(languagesOf(pages, "/404")).toEqual(["/404", "/es/404", "/fr/404"])
  })

  it("leaves out a listing page none of whose treatments is translated, rather than show it empty or in two languages", () => {
    const pages = snapshotOf(content.dir, {}).pages
    expect(placedRoutes(servicesPage.path, english).length).toBeGreaterThan(3)
    expect(languagesOf(pages, "/services")).toEqual(["/services", "/es/services"])
  })

  it("keeps a listing page in a language while a treatment on it waits for its translation (as one staff have just added)", () => {
    const [waiting] = placedRoutes(servicesPage.path, english)
    const file = `es/treatments/${waiting.split("/").pop()}.json`
    const translated = content.read(file)
    fs.rmSync(path.join(content.dir, file))
    try {
      const pages = snapshotOf(content.dir, {}).pages
      expect(languagesOf(pages, waiting)).toEqual([waiting])
      expect(languagesOf(pages, "/services")).toEqual(["/services", "/es/services"])
      // Its Spanish page lists only what is Spanish: the content nodes of a language are its published files.
      expect(pageLanguage("/services", "es", pages).translatedRoutes).not.toContain(waiting)
    } finally {
      content.write(file, translated)
    }
  })

  it("publishes no unreviewed translation in production, and a reviewed one once every file it reads is reviewed", () => {
    const production = { CONTEXT: "production" }
    expect([...snapshotOf(content.dir, production).pages.values()].flat().map((page) => page.lang)).not.toContain("es")
    for (const source of [...layout, "pages/about.json"]) reviewTranslation(content.dir, "fr", source)
    const pages = snapshotOf(content.dir, production).pages
    expect(languagesOf(pages, "/about")).toEqual(["/about", "/fr/about"])
    // The French translations are approved; the English they render is not yet: a preview would say so.
    expect(pages.get("/about")!.find((page) => page.lang === "fr")!.notice).toBe("approval")
    expect(languagesOf(pages, "/contact")).toEqual(["/contact"])
  })

  it("tells each page its alternates and where the switcher leads: the same page, else that language's home page, else nowhere", () => {
    const pages = snapshotOf(content.dir, {}).pages
    const spanishKnee = pageLanguage("/services/knee", "es", pages)
    expect(spanishKnee.alternates).toEqual([
      { lang: "en", path: "/services/knee" },
      { lang: "es", path: "/es/services/knee" },
    ])
    // French has no home page here (its home.json is not translated): the switcher offers no French.
    expect(spanishKnee.languageLinks.map((link) => link.lang)).toEqual(["en", "es"])
    expect(pageLanguage("/about", "fr", pages).languageLinks).toEqual([
      { lang: "en", path: "/about" },
      { lang: "es", path: "/es/about" },
      { lang: "fr", path: "/fr/about" },
    ])
    expect(() => pageLanguage("/contact", "fr", pages)).toThrow(/not built in "fr"/)
  })

  it("keeps a French reader in French where the page exists, and sends them to the English page where it does not", () => {
    const french = pageLanguage("/about", "fr", snapshotOf(content.dir, {}).pages)
    expect(localizedPath("/about#team", french)).toBe("/fr/about#team")
    expect(localizedPath("/services", french)).toBe("/services")
    expect(localizedPath("/contact", french)).toBe("/contact")
    expect(localizedPath("https://www.fda.gov/", french)).toBe("https://www.fda.gov/")
    expect(englishRoute("/fr/services/knee")).toBe("/services/knee")
    expect(englishRoute("/fr")).toBe("/")
    expect(englishRoute("/services")).toBe("/services")
  })
})
