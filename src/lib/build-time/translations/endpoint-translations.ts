import type { EndpointTranslations } from "../../shared/consultation/messages"
import { FORMS_FILE, SHARED_FILE, SITE_FILE } from "../../shared/content/model/content-paths"
import { SOURCE_LANGUAGE } from "../../shared/languages"
import { accessNotices, type Clinic, type NoticeWords } from "../../shared/notices"
import { pathInLanguage } from "../content/page-languages"
import type { ContentSnapshot } from "../content/content-snapshot"

/** The content files the endpoint's answers are made of: the forms' words, the notices' words, the clinic's name. */
const ENDPOINT_FILES = [FORMS_FILE, SHARED_FILE, SITE_FILE] as const

/**
 * The endpoint's words in each language whose files it reads (ENDPOINT_FILES) are all published
 * in this build (isPublished, the rule the pages follow: reviewed ones always, unreviewed and stale
 * ones in development and previews only, broken ones never), each with the English files'
 * language-independent values (withEnglishValues). A language with any of them left out is
 * answered in English, so an answer never mixes languages, and its text is not in the value at all.
 */
export function endpointTranslations(content: ContentSnapshot): EndpointTranslations {
  const result: EndpointTranslations = {}
  for (const code of content.languagesPublishing(ENDPOINT_FILES)) {
    if (code === SOURCE_LANGUAGE) continue
    const [forms, shared, clinic] = ENDPOINT_FILES.map((source) => content.contentIn(source, code).data) as [
      NonNullable<EndpointTranslations["en"]>["forms"],
      NoticeWords,
      Clinic,
    ]
    // The pages' links lead to the page in this language where this build has it, else to the English page.
    const inLanguage = (path: string) => pathInLanguage(content.pages, path, code)
    const { homeLink, formLink } = forms.noScript
    result[code] = {
      forms: {
        ...forms,
        noScript: {
          ...forms.noScript,
          homeLink: { ...homeLink, path: inLanguage(homeLink.path) },
          formLink: { ...formLink, path: inLanguage(formLink.path) },
        },
      },
      notices: accessNotices(shared, clinic).map((notice) => (notice.link ? { ...notice, link: inLanguage(notice.link) } : notice)),
      clinicName: clinic.siteName,
    }
  }
  return result
}
