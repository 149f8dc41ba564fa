import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { writeHostEditor } from "../src/lib/build-time/cms-admin-assets"
import { sampleContentWarning, translationWarning } from "../src/lib/build-time/content-gate"
import { searchEnginesMayIndex, writeRobotsTxt } from "../src/lib/build-time/robots"
import { writeOldAddressRules } from "../src/lib/build-time/old-address-rules"
import { redirects } from "../content/redirects.json"

/** After the pages are built: robots.txt, the old addresses' redirect rules, the content editor's files, the sample-content and translation warnings. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store, reporter }) => {
  const root = store.getState().program.directory as string
  const publicDir = path.join(root, "public")
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  const siteUrl = result.data!.site.siteMetadata.siteUrl

  writeRobotsTxt(publicDir, siteUrl, searchEnginesMayIndex(process.env))
  writeOldAddressRules(publicDir, redirects)

  reporter.info(writeHostEditor(root, siteUrl, process.env))

  const warning = sampleContentWarning(root, process.env)
  if (warning) reporter.warn(warning)
  const translations = translationWarning(root, process.env)
  if (translations) reporter.warn(translations)
}
