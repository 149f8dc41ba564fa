import type { SiteContent } from "../../src/hooks/useSiteContent"
import navigation from "../../content/navigation.json"
import shared from "../../content/shared.json"
import site from "../../content/site.json"

export const TEST_SITE_URL = "https://clinic.test"
export const TEST_BUILD_YEAR = 2026

/** What the SiteContent static query returns, built from the real content files. */
export const siteContentQueryResult = {
  site: { siteMetadata: { siteUrl: TEST_SITE_URL }, buildTime: String(TEST_BUILD_YEAR) },
  siteJson: { ...site, socialImage: { publicURL: "/static/abc/social-card.jpg" } },
  navigationJson: navigation,
  sharedJson: shared,
}

export { navigation, shared, site }

/** What useSiteContent() returns, for components that take props derived from it. */
export const siteContent = {
  siteUrl: TEST_SITE_URL,
  buildYear: TEST_BUILD_YEAR,
  site: siteContentQueryResult.siteJson,
  navigation,
  shared,
} as unknown as SiteContent
