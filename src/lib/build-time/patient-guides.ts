import fs from "node:fs"
import path from "node:path"
import { patientGuideSchema } from "../shared/content/info-page-schemas"
import { sharedSchema } from "../shared/content/layout-schemas"
import { siteSchema } from "../shared/content/site-schema"
import { accessNotices } from "../shared/notices"
import { PATIENT_GUIDE_PDF } from "../shared/routes"
import { buildPatientGuidePdf, GuideTextError, loadGuideFonts, type PatientGuidePdfInput } from "./patient-guide-pdf"
import { readTaggedPdf, taggingProblems } from "./tagged-pdf"

/**
 * The guides to write: one per language, each from that language's content files (under content/)
 * to its address. The clinic's facts come from content/site.json, the notices from `shared`.
 */
const GUIDES = [{ lang: "en", path: PATIENT_GUIDE_PDF, guide: "pages/patient-guide.json", shared: "shared.json" }]

/** Each guide's address, its content files, the content of its page and the builder's input, read from the site at `root`. */
export function patientGuides(root: string, siteUrl: string) {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, "content", file), "utf8")) as unknown
  const site = siteSchema.parse(read("site.json"))
  return GUIDES.map(({ lang, path: address, guide, shared }) => {
    const page = patientGuideSchema.parse(read(guide))
    // Worded as the site's footer, forms and the endpoint's pages show them.
    const notices = accessNotices(sharedSchema.parse(read(shared)), site)
    const input: PatientGuidePdfInput = {
      lang,
      guide: page,
      clinic: { ...site, siteUrl },
      notices: notices.map(({ lang: noticeLang, text }) => ({ lang: noticeLang, text })),
    }
    return {
      address,
      files: { guide, clinic: "site.json", notices: shared },
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
 * reads it back and throws, naming the content file and field or the tagging problem, if a
 * character cannot be printed or the file is not tagged or lacks its language or title.
 */
export async function writePatientGuides(root: string, siteUrl: string): Promise<WrittenGuide[]> {
  const fonts = await loadGuideFonts(root)
  const written: WrittenGuide[] = []
  for (const { address, files, noticeSources, input } of patientGuides(root, siteUrl)) {
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
    const problems = taggingProblems(await readTaggedPdf(new Uint8Array(fs.readFileSync(target))), { lang: input.lang })
    if (problems.length > 0) throw new Error(`The patient guide ${path.relative(root, target)} ${problems.join("; ")}`)
    written.push({ lang: input.lang, path: address, bytes: bytes.length, ms: Math.round(performance.now() - started) })
  }
  return written
}
