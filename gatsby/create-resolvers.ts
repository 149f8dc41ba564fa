import type { GatsbyNode } from "gatsby"
import { accessNotices, allTaglines, type Clinic, type NoticeWords } from "../src/lib/shared/notices"
import { physicianCredentialLines, type PhysicianCredentials } from "../src/lib/shared/physician"
import { formatList, openingHours } from "../src/lib/shared/format"

interface NodeModel {
  findOne: <Node>(query: { type: string; query: { filter: { lang: { eq: unknown } } } }) => Promise<Node | null>
}
interface ResolverContext {
  nodeModel: NodeModel
}

type SharedNode = NoticeWords & { lang: string; listAnd: string; physicianCredentials: Parameters<typeof physicianCredentialLines>[1] }
type SiteNode = Clinic & { lang: string; physician: PhysicianCredentials; languages: readonly string[] }

/** The node of the other file in the same language: site.json beside shared.json. */
async function sameLanguage<Node>(type: "SiteJson" | "SharedJson", lang: string, context: ResolverContext): Promise<Node> {
  const node = await context.nodeModel.findOne<Node>({ type, query: { filter: { lang: { eq: lang } } } })
  if (!node) throw new Error(`No ${type} in "${lang}" to put content/shared.json's words together with content/site.json's facts`)
  return node
}

/**
 * Words of content/shared.json put together with the clinic's facts of the same language once per
 * build, so a page's scripts carry neither the rules nor the words the page does not show:
 * - `accessNotices`, which every page's footer and both forms show, and `allTaglines`, every tagline
 *   of free language help, for the page that lists them (src/lib/shared/notices.ts); neither carries
 *   the words of the civil rights law the clinic is not under;
 * - site.json's `physicianCredentialLines`, the physician's credentials one line each
 *   (src/lib/shared/physician.ts), and `languagesInWords`, the languages of care joined by the page
 *   language's "and" ("English, French, Haitian Creole and Spanish"), and each officeHours row's
 *   `hours` ("11:00am–7:00pm", none on a day the clinic is closed).
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    SharedJson: {
      accessNotices: {
        type: "[AccessNotice!]!",
        resolve: async (shared: SharedNode, _args: unknown, context: ResolverContext) =>
          accessNotices(shared, await sameLanguage<SiteNode>("SiteJson", shared.lang, context)),
      },
      allTaglines: {
        type: "[AccessNotice!]!",
        resolve: async (shared: SharedNode, _args: unknown, context: ResolverContext) =>
          allTaglines(shared, await sameLanguage<SiteNode>("SiteJson", shared.lang, context)),
      },
    },
    SiteJson: {
      physicianCredentialLines: {
        type: "[String!]!",
        resolve: async (site: SiteNode, _args: unknown, context: ResolverContext) =>
          physicianCredentialLines(site.physician, (await sameLanguage<SharedNode>("SharedJson", site.lang, context)).physicianCredentials),
      },
      languagesInWords: {
        type: "String!",
        resolve: async (site: SiteNode, _args: unknown, context: ResolverContext) =>
          formatList(site.languages, (await sameLanguage<SharedNode>("SharedJson", site.lang, context)).listAnd),
      },
    },
    SiteJsonOfficeHours: {
      hours: { type: "String", resolve: openingHours },
    },
  })
}
