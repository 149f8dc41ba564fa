import fs from "node:fs"
import path from "node:path"
import { patientGuideSchema, type PatientGuideContent } from "../shared/content/info-page-schemas"
import { sharedSchema } from "../shared/content/layout-schemas"
import { siteSchema, type SiteContent } from "../shared/content/site-schema"
import { contentOnly } from "../shared/content/records"
import { withEnglishValues } from "../shared/content/translations"
import { SOURCE_LANGUAGE, TRANSLATED_LANGUAGES, type LanguageCode } from "../shared/languages"
import { accessNotices, type NoticeWords } from "../shared/notices"
import { PATIENT_GUIDE_PDF } from "../shared/routes"
import { readContentFiles } from "./load-content"
import { pathInLanguage, sitePagesOf } from "./page-languages"
import { buildPatientGuidePdf, GuideTextError, loadGuideFonts, type PatientGuidePdfInput } from "./patient-guide-pdf"
import { isPublished } from "../shared/content/translation-state"
import { translationStatusesIn } from "./translation-status"

type Env = Readonly<Record<string, string | undefined>>

/** The content files a guide is built from, by their English paths: its words, the clinic's facts and the notices. */
const GUIDE_FILES = { guide: "pages/patient-guide.json", clinic: "site.json", notices: "shared.json" } as const

/** English's guide at /downloads/patient-guide.pdf, each other language's under its folder: /es/downloads/patient-guide.pdf. */
const guideAddress = (lang: LanguageCode) => (lang === SOURCE_LANGUAGE ? PATIENT_GUIDE_PDF : `/${lang}${PATIENT_GUIDE_PDF}`)

/**
 * The languages that get a guide in this build: English, and each language whose translations of
 * every file the guide is built from are published in it (isPublished: in production only reviewed
 * ones, elsewhere unreviewed and stale ones too, never broken ones).
 */
function guideLanguages(contentDir: string, env: Env): LanguageCode[] {
  const statuses = translationStatusesIn(contentDir)
  const published = (lang: LanguageCode) =>
    Object.values(GUIDE_FILES).every((source) => {
      const status = statuses.find((candidate) => candidate.lang === lang && candidate.source === source)
      return status !== undefined && isPublished(status, env)
    })
  return [SOURCE_LANGUAGE, ...TRANSLATED_LANGUAGES.map(({ code }) => code).filter(published)]
}

/**
 * Each guide's address, its content files, the content of its page and the builder's input, read
 * from the site at `root`: English's from the English files, each other published language's from
 * its translations with the English files' language-independent values (phone, links, address).
 */
export function patientGuides(root: string, siteUrl: string, env: Env) {
  const contentDir = path.join(root, "content")
  const { files, translations } = readContentFiles(contentDir)
  /** A guide file's content in `lang`, and the file it comes from ("es/shared.json"). */
  const contentOf = (lang: LanguageCode, source: string): { file: string; data: unknown } => {
    const english = files.find((file) => file.path === source)
    if (!english) throw new Error(`content/${source} is missing: the patient guide PDF is built from it`)
    if (lang === SOURCE_LANGUAGE) return { file: source, data: contentOnly(english.data) }
    const translation = translations.find((file) => file.path === `${lang}/${source}`)!
    return { file: translation.path, data: contentOnly(withEnglishValues(translation, english).data) }
  }
  /**
   * English content is parsed by its schema. A published translation was checked against the same
   * schema and its English file (translationProblems), less the patterns that read English words
   * ("not FDA approved"), which its review vouches for instead, so its data is taken as it is.
   */
  const parse = <T>(lang: LanguageCode, data: unknown, schema: { parse: (data: unknown) => T }): T =>
    lang === SOURCE_LANGUAGE ? schema.parse(data) : (data as T)

  const pages = sitePagesOf(root, env)

  return guideLanguages(contentDir, env).map((lang) => {
    const guide = contentOf(lang, GUIDE_FILES.guide)
    const clinic = contentOf(lang, GUIDE_FILES.clinic)
    const shared = contentOf(lang, GUIDE_FILES.notices)
    const page = parse<PatientGuideContent>(lang, guide.data, patientGuideSchema)
    const site = parse<SiteContent>(lang, clinic.data, siteSchema)
    // Worded as the site's footer, forms and the endpoint's pages show them.
    const notices = accessNotices(parse<NoticeWords>(lang, shared.data, sharedSchema), site)
    const input: PatientGuidePdfInput = {
      lang,
      guide: page,
      clinic: { ...site, siteUrl },
      // A tagline in the guide's own language needs no language of its own.
      notices: notices.map(({ lang: noticeLang, text, link }) => ({
        ...(noticeLang && noticeLang !== lang ? { lang: noticeLang } : {}),
        text,
        ...(link ? { link: { url: `${siteUrl}${pathInLanguage(pages, link, lang)}`, alt: text } } : {}),
      })),
    }
    return {
      address: guideAddress(lang),
      files: { guide: guide.file, clinic: clinic.file, notices: shared.file },
      noticeSources: notices.map((notice) => notice.source),
      page,
      input,
    }
  })
}

export interface WrittenGuide {
  lang: string
  /** Its address on the site, e.g. "/downloads/patient-guide.pdf". */
  path: string
  bytes: number
  ms: number
}

/**
 * Writes each downloadable patient guide (a tagged PDF/UA file) into the site's public/ folder,
 * and throws, naming the content file and field, if a character cannot be printed. Its tagging is
 * the builder's, checked by the tests on fixtures and on each built guide (__tests__/support/tagged-pdf.ts).
 */
export async function writePatientGuides(root: string, siteUrl: string, env: Env = process.env): Promise<WrittenGuide[]> {
  const fonts = await loadGuideFonts(root)
  const written: WrittenGuide[] = []
  for (const { address, files, noticeSources, input } of patientGuides(root, siteUrl, env)) {
    const started = performance.now()
    let bytes: Uint8Array
    try {
      bytes = await buildPatientGuidePdf(input, fonts)
    } catch (error) {
      if (!(error instanceof GuideTextError)) throw error
      // "guide.sections[1].points[0]" is field "sections[1].points[0]" of the guide's file; "notices[2].text" is the shared field it came from.
      const [, part, rest] = /^(\w+)\.?(.*)$/.exec(error.field)!
      const field = part === "notices" ? noticeSources[Number(/^\[(\d+)\]/.exec(rest)![1])] : rest
      throw new Error(`content/${files[part as keyof typeof files]}: field "${field}" ${error.reason}`)
    }
    const target = path.join(root, "public", ...address.split("/").filter(Boolean))
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, bytes)
    written.push({ lang: input.lang, path: address, bytes: bytes.length, ms: Math.round(performance.now() - started) })
  }
  return written
}
