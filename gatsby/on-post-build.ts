import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { writeHostEditor } from "../src/lib/build-time/editor/editor-assets"
import { sampleContentWarning, translationWarning } from "../src/lib/build-time/content/content-gate"
import { searchEnginesMayIndex, writeRobotsTxt } from "../src/lib/build-time/hosting/robots"
import { writeRedirectRules } from "../src/lib/build-time/hosting/redirect-rules"
import { buildContent } from "../src/lib/build-time/content/content-snapshot"
import { redirectsOf } from "../src/lib/build-time/content/load-content"
import { siteRedirects } from "../src/lib/shared/site-redirects"
import { projectRoot } from "./project-root"

/** After the pages are built: robots.txt, the old addresses' redirect rules, the content editor's files, the sample-content and translation warnings. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, store, reporter }) => {
  const root = projectRoot(store)
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
  const content = buildContent(root, process.env)

  writeRobotsTxt(publicDir, siteUrl, searchEnginesMayIndex(process.env))
  writeRedirectRules(publicDir, siteRedirects(redirectsOf(content.files)))

  reporter.info(writeHostEditor(root, content, siteUrl, process.env))

  const warning = sampleContentWarning(content, process.env)
  if (warning) reporter.warn(warning)
  const translations = translationWarning(content, process.env)
  if (translations) reporter.warn(translations)
}
