import fs from "node:fs"
import { SHARED_FILE, SITE_FILE } from "../../shared/content/model/content-paths"
import path from "node:path"
import { patientGuideSchema, type PatientGuideContent } from "../../shared/content/model/info-page-schemas"
import { sharedSchema } from "../../shared/content/model/layout-schemas"
import { siteSchema, type SiteContent } from "../../shared/content/model/site-schema"
import { SOURCE_LANGUAGE, type LanguageCode } from "../../shared/languages"
import { accessNotices, type NoticeWords } from "../../shared/notices"
import { PATIENT_GUIDE_PDF } from "../../shared/routes"
import { pathInLanguage } from "../content/page-languages"
import { buildPatientGuidePdf, GuideTextError, loadGuideFonts, type PatientGuidePdfInput } from "./patient-guide-pdf"
import type { ContentSnapshot } from "../content/content-snapshot"

/** The content files a guide is built from, by their English paths: its words, the clinic's facts and the notices. */
const GUIDE_FILES = { guide: "pages/patient-guide.json", clinic: SITE_FILE, notices: SHARED_FILE } as const

/** English's guide at /downloads/patient-guide.pdf, each other language's under its folder: /es/downloads/patient-guide.pdf. */
const guideAddress = (lang: LanguageCode) => (lang === SOURCE_LANGUAGE ? PATIENT_GUIDE_PDF : `/${lang}${PATIENT_GUIDE_PDF}`)

/**
 * Each guide's address, its content files, the content of its page and the builder's input, read
 * from the snapshot of the site's content: English's from the English files, each other published language's from
 * its translations with the English files' language-independent values (phone, links, address).
 */
export function patientGuides(content: ContentSnapshot, siteUrl: string) {
  for (const source of Object.values(GUIDE_FILES)) {
    if (!content.file(source)) throw new Error(`content/${source} is missing: the patient guide PDF is built from it`)
  }
  /** A guide file's content in `lang`, and the file it comes from ("es/shared.json"). */
  const contentOf = (lang: LanguageCode, source: string) => content.contentIn(source, lang)
  /**
   * English content is parsed by its schema. A published translation was checked against the same
   * schema and its English file (translationProblems), less the patterns that read English words
   * ("not FDA approved"), which its review vouches for instead, so its data is taken as it is.
   */
  const parse = <T>(lang: LanguageCode, data: unknown, schema: { parse: (data: unknown) => T }): T =>
    lang === SOURCE_LANGUAGE ? schema.parse(data) : (data as T)

  // The languages whose translations of every file the guide is built from this build publishes.
  return content.languagesPublishing(Object.values(GUIDE_FILES)).map((lang) => {
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
        ...(link ? { link: { url: `${siteUrl}${pathInLanguage(content.pages, link, lang)}`, alt: text } } : {}),
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
export async function writePatientGuides(root: string, content: ContentSnapshot, siteUrl: string): Promise<WrittenGuide[]> {
  const fonts = await loadGuideFonts(root)
  const written: WrittenGuide[] = []
  for (const { address, files, noticeSources, input } of patientGuides(content, siteUrl)) {
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
