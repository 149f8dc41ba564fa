import type { LanguageCode } from "../../shared/languages"
import { formatList, openingHours } from "../../shared/locale-formats"
import { accessNotices, allTaglines, type Clinic, type NoticeWords } from "../../shared/notices"
import { physicianCredentialLines, type PhysicianCredentials } from "../../shared/physician"

interface SiteFacts extends Clinic {
  physician: PhysicianCredentials
  languages: readonly string[]
  officeHours: ReadonlyArray<{ opens?: string | null; closes?: string | null }>
}
interface SharedWords extends NoticeWords {
  listAnd: string
  physicianCredentials: Parameters<typeof physicianCredentialLines>[1]
}

/**
 * Fields of content/site.json put together with content/shared.json's words of the same language,
 * in that language's formats (locale-formats.ts), once per build, so a page's scripts carry neither
 * the rules nor the words the page does not show: the physician's credentials one line each, the
 * languages of care as a list ("English, French, Haitian Creole and Spanish"), and each
 * office-hours row's `hours` ("11:00 AM – 7:00 PM", "11 h – 19 h", none on a day the clinic is closed).
 */
export function composedSiteFields<Site extends SiteFacts>(site: Site, shared: SharedWords, lang: LanguageCode) {
  return {
    physicianCredentialLines: physicianCredentialLines(site.physician, shared.physicianCredentials),
    languagesInWords: formatList(site.languages, lang, shared.listAnd),
    officeHours: site.officeHours.map((entry) => ({ ...entry, hours: openingHours(entry, lang) })),
  }
}

/**
 * Fields of content/shared.json put together with content/site.json's facts of the same language:
 * the notices every page's footer and both forms show, and every tagline of free language help for
 * the page that lists them (src/lib/shared/notices.ts); neither carries the words of the civil
 * rights law the clinic is not under.
 */
export function composedSharedFields(shared: SharedWords, site: SiteFacts) {
  return { accessNotices: accessNotices(shared, site), allTaglines: allTaglines(shared, site) }
}

/**
 * The GraphQL types of the composed fields, added to their content types. gatsby/on-create-node.ts
 * stores them on the nodes: no resolver computes them, as Gatsby's query workers run a gatsby-node
 * that the Netlify adapter's cache restore can leave a deploy behind (docs/architecture.md).
 */
export const composedFieldTypes = `
"One of the notices of free aids and language help (src/lib/shared/notices.ts Notice)."
type AccessNotice {
  lang: String
  name: String
  dir: String
  text: String!
  link: String
  source: String!
}

type SharedJson implements Node @dontInfer {
  accessNotices: [AccessNotice!]!
  allTaglines: [AccessNotice!]!
}

type SiteJson implements Node @dontInfer {
  physicianCredentialLines: [String!]!
  languagesInWords: String!
}

type SiteJsonOfficeHours {
  hours: String
}
`
