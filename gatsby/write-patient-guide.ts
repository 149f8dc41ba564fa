import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { patientGuideSchema } from "../src/lib/content/info-page-schemas"
import { sharedSchema } from "../src/lib/content/layout-schemas"
import { siteSchema } from "../src/lib/content/site-schema"
import { buildPatientGuidePdf, GuideTextError, loadGuideFonts, type PatientGuidePdfInput } from "../src/lib/build/patient-guide-pdf"
import { readTaggedPdf, taggingProblems } from "../src/lib/build/tagged-pdf"
import { PATIENT_GUIDE_PDF } from "../src/lib/routes"

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
    const input: PatientGuidePdfInput = {
      lang,
      guide: page,
      clinic: { ...site, siteUrl },
      // Worded as the site's footer and forms show them (src/components/ui/LanguageAssistance.tsx).
      notices: sharedSchema
        .parse(read(shared))
        .languageAssistance.map((notice) => ({ lang: notice.lang, text: `${notice.text} ${site.phone}.` })),
    }
    return { address, files: { guide, clinic: "site.json", notices: shared }, page, input }
  })
}

/**
 * Writes each downloadable patient guide (a tagged PDF/UA file) before the pages are built, reads
 * it back and stops the build if it is not tagged or lacks its language or title, and records its
 * address and size as a `PatientGuidePdf` node, so that the page's link can give its size.
 */
export const writePatientGuide: GatsbyNode["sourceNodes"] = async ({
  actions,
  createContentDigest,
  createNodeId,
  getNodesByType,
  reporter,
  store,
}) => {
  actions.createTypes(`
    type PatientGuidePdf implements Node @dontInfer {
      lang: String!
      path: String!
      bytes: Int!
    }
  `)
  const root = store.getState().program.directory as string
  // gatsby-config's siteMetadata: SITE_URL, else content/site.json.
  const siteUrl = (getNodesByType("Site")[0].siteMetadata as { siteUrl: string }).siteUrl
  const fonts = await loadGuideFonts(root)

  for (const { address, files, input } of patientGuides(root, siteUrl)) {
    const started = performance.now()
    let bytes: Uint8Array
    try {
      bytes = await buildPatientGuidePdf(input, fonts)
    } catch (error) {
      if (!(error instanceof GuideTextError)) throw error
      // "guide.sections[1].points[0]" is field "sections[1].points[0]" of the guide's file.
      const [, part, rest] = /^(\w+)\.?(.*)$/.exec(error.field)!
      const field = part === "notices" ? `languageAssistance${rest}` : rest
      reporter.panicOnBuild(`content/${files[part as keyof typeof files]}: field "${field}" ${error.reason}`)
      return
    }
    const target = path.join(root, "public", ...address.split("/").filter(Boolean))
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, bytes)

    const problems = taggingProblems(await readTaggedPdf(new Uint8Array(fs.readFileSync(target))), { lang: input.lang })
    if (problems.length > 0) {
      reporter.panicOnBuild(`The patient guide ${path.relative(root, target)} ${problems.join("; ")}`)
      return
    }
    actions.createNode({
      id: createNodeId(`patient-guide-pdf-${input.lang}`),
      lang: input.lang,
      path: address,
      bytes: bytes.length,
      internal: { type: "PatientGuidePdf", contentDigest: createContentDigest({ lang: input.lang, address, bytes: bytes.length }) },
    })
    reporter.info(
      `Patient guide PDF (${input.lang}) written and checked: ${address}, ${bytes.length} bytes, in ${Math.round(performance.now() - started)} ms`,
    )
  }
}
