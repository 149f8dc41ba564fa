import { COMPLIANCE_DOCUMENTS, routeOf } from "../../routes"
import type { ContentFile, ContentProblem } from "../model/content-file"
import { slugOf } from "../model/collections"
import { dataAt, dataOf } from "../model/unchecked"
import { complianceDocumentSchema } from "../model/info-page-schemas"
import { sharedSchema } from "../model/layout-schemas"
import { siteSchema } from "../model/site-schema"
import { fieldInWords } from "../wording/field-words"
import { formOfFile } from "../wording/form-names"
import { SHARED_FILE, SITE_FILE } from "../model/content-paths"

/** What Section 1557 asks of the notice of free language help: the 15 languages most spoken in the State by people with limited English (45 CFR 92.11). */
const SECTION_1557_LANGUAGES = 15

/**
 * The civil rights notices as the clinic's law asks them (content/site.json civilRights.law):
 * under Section 1557, free language help in at least 15 languages; under either law, the link
 * after the notices leads to the document that shows every language's tagline, so a reader of any
 * of them finds theirs. Checked only when the files they read are all there (the build has them;
 * the editor checks one file alone).
 */
export function civilRightsProblems(files: readonly ContentFile[]): ContentProblem[] {
  const site = dataAt(files, SITE_FILE, siteSchema)
  const shared = files.find((file) => file.path === SHARED_FILE)
  const words = dataOf(shared, sharedSchema)
  if (!site || !shared || !words?.languageAssistance) return []
  const problems: ContentProblem[] = []
  const inWords = (...path: Array<string | number>) => `${formOfFile(shared.path)} › ${fieldInWords(shared.path, shared.data, path)}`

  const { everyPage = [], noticePage = [] } = words.languageAssistance
  const languages = everyPage.length + noticePage.length
  if (site.civilRights?.law === "section1557" && languages < SECTION_1557_LANGUAGES) {
    problems.push({
      file: shared.path,
      field: "languageAssistance",
      message:
        `gives free language help in ${languages} language(s): Section 1557 (45 CFR 92.11) asks for at least the ${SECTION_1557_LANGUAGES} languages ` +
        "most spoken in the State by people with limited English. Add the missing ones (HHS publishes translations), or, if Section 1557 does not apply to the clinic, " +
        'choose "The ADA only" in Site › Civil rights (see the README, "Make it yours")',
    })
  }

  const path = typeof words.noticesLink?.path === "string" ? routeOf(words.noticesLink.path) : undefined
  const target = files.find(
    (file) => file.path.startsWith(`${COMPLIANCE_DOCUMENTS.folder}/`) && COMPLIANCE_DOCUMENTS.route(String(slugOf(file))) === path,
  )
  const showsTaglines = dataOf(target, complianceDocumentSchema)?.sections?.some(
    (section) => section.shows === "languageTaglines",
  )
  if (path && !showsTaglines) {
    problems.push({
      file: shared.path,
      field: "noticesLink.path",
      message:
        `leads to "${path}", which does not show free language help in every language (${inWords("languageAssistance")}): ` +
        'link the document with a section whose "Also shows" is "Free language help in every language"',
    })
  }
  return problems
}
