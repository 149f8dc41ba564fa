import path from "node:path"
import type { EndpointTranslations } from "../shared/consultation/messages"
import type { ContentFile } from "../shared/content/content-file"
import { contentOnly } from "../shared/content/records"
import { withEnglishValues } from "../shared/content/translations"
import { TRANSLATED_LANGUAGES } from "../shared/languages"
import { accessNotices, type Clinic, type NoticeWords } from "../shared/notices"
import { readContentFiles } from "./load-content"
import { pathInLanguage, sitePages } from "./page-languages"
import { isPublished } from "../shared/content/translation-state"
import { translationStatusesIn } from "./translation-status"

/** The content files the endpoint's answers are made of: the forms' words, the notices' words, the clinic's name. */
const ENDPOINT_FILES = ["forms.json", "shared.json", "site.json"] as const

/**
 * The endpoint's words in each language whose files it reads (ENDPOINT_FILES) are all published
 * in this build (isPublished, the rule the pages follow: reviewed ones always, unreviewed and stale
 * ones in development and previews only, broken ones never), each with the English files'
 * language-independent values (withEnglishValues). A language with any of them left out is
 * answered in English, so an answer never mixes languages, and its text is not in the value at all.
 */
export function endpointTranslations(root: string, env: Readonly<Record<string, string | undefined>>): EndpointTranslations {
  const contentDir = path.join(root, "content")
  const statuses = translationStatusesIn(contentDir)
  const { files, translations } = readContentFiles(contentDir)
  const pages = sitePages(contentDir, path.join(root, "src", "pages"), env)
  const result: EndpointTranslations = {}
  for (const { code } of TRANSLATED_LANGUAGES) {
    const publishes = (source: string) =>
      statuses.some((status) => status.lang === code && status.source === source && isPublished(status, env))
    if (!ENDPOINT_FILES.every(publishes)) continue
    const [forms, shared, site] = ENDPOINT_FILES.map((source) => {
      const english = files.find((file) => file.path === source) as ContentFile
      const translation = translations.find((file) => file.path === `${code}/${source}`)!
      return withEnglishValues(translation, english).data
    }) as [NonNullable<EndpointTranslations["en"]>["forms"], NoticeWords, Clinic]
    // The pages' links lead to the page in this language where this build has it, else to the English page.
    const inLanguage = (path: string) => pathInLanguage(pages, path, code)
    const { homeLink, formLink } = forms.noScript
    result[code] = {
      forms: {
        ...(contentOnly(forms) as typeof forms),
        noScript: {
          ...forms.noScript,
          homeLink: { ...homeLink, path: inLanguage(homeLink.path) },
          formLink: { ...formLink, path: inLanguage(formLink.path) },
        },
      },
      notices: accessNotices(shared, site).map((notice) => (notice.link ? { ...notice, link: inLanguage(notice.link) } : notice)),
      clinicName: site.siteName,
    }
  }
  return result
}
