import type { SiteContent } from "../../src/hooks/useSiteContent"
import { composedSharedFields, composedSiteFields } from "../../src/lib/build-time/content/composed-fields"
import { ENGLISH_PAGE } from "../../src/lib/shared/page-language"
import fixtures from "../fixtures/site.fixtures.json"

/**
 * The clinic's identity, menus and shared copy for component tests: a fixture beside the layout
 * (a frozen copy of content/site.json, navigation.json and shared.json as first written),
 * so an editor may change the real files without failing a test.
 */
const { site, navigation, shared } = fixtures

export const TEST_SITE_URL = "https://clinic.test"
export const TEST_BUILD_YEAR = 2026

/**
 * What the LayoutContent fragment gives every page's data for the given site.json (the fixture's
 * unless edited), with the fields the build puts together from site.json and shared.json (composed-fields.ts).
 */
export function layoutQueryResult(siteJson: typeof site = site) {
  return {
    site: { siteMetadata: { siteUrl: TEST_SITE_URL }, buildTime: String(TEST_BUILD_YEAR) },
    siteJson: {
      ...siteJson,
      socialImage: { publicURL: "/static/abc/social-card.jpg" },
      ...composedSiteFields(siteJson, shared, "en"),
    },
    navigationJson: navigation,
    sharedJson: { ...shared, ...composedSharedFields(shared, siteJson) },
  }
}

/** What the LayoutContent fragment gives every page's data, from the fixtures. */
export const siteContentQueryResult = layoutQueryResult()

export { navigation, shared, site }

/** What useSiteContent() returns, for components that take props derived from it. */
export const siteContent = {
  siteUrl: TEST_SITE_URL,
  buildYear: TEST_BUILD_YEAR,
  site: siteContentQueryResult.siteJson,
  navigation,
  shared: siteContentQueryResult.sharedJson,
  language: ENGLISH_PAGE,
} as unknown as SiteContent
