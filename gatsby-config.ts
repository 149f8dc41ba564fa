import type { GatsbyConfig } from "gatsby"
import netlifyAdapter from "gatsby-adapter-netlify"
import { z } from "zod"
import { withoutBuildStatistics } from "./src/lib/build-time/hosting/build-statistics"
import { buildContent } from "./src/lib/build-time/content/content-snapshot"
import { redirectsOf } from "./src/lib/build-time/content/load-content"
import { withSecurityHeaders } from "./src/lib/build-time/hosting/secure-adapter"
import { publicSiteUrl } from "./src/lib/build-time/hosting/site-url"
import { sitemapEntry, SITEMAP_QUERY } from "./src/lib/build-time/hosting/sitemap-entry"
import { TRANSLATED_LANGUAGES } from "./src/lib/shared/languages"
import { SECURITY_HEADERS } from "./src/lib/shared/security-headers"
import { siteSchema } from "./src/lib/shared/content/model/site-schema"
import { SITE_FILE } from "./src/lib/shared/content/model/content-paths"

const content = buildContent(__dirname, process.env)
// The clinic's name and address of content/site.json, the rest of it left to the content check.
const site = z
  .object({ siteName: siteSchema.shape.siteName, siteUrl: siteSchema.shape.siteUrl })
  .parse(content.contentIn(SITE_FILE, "en").data)
const siteUrl = publicSiteUrl(process.env, site.siteUrl)

const config: GatsbyConfig = {
  siteMetadata: { siteUrl, title: site.siteName },
  graphqlTypegen: { generateOnBuild: true },
  jsxRuntime: "automatic",
  trailingSlash: "never",
  // Security headers for every response (see src/lib/shared/security-headers.ts). `gatsby serve` ignores
  // them; the adapter writes them for the host (Netlify: public/_headers), after the wrapper has
  // put the hashes of the built pages' inline scripts into the Content-Security-Policy.
  headers: [{ source: "/*", headers: SECURITY_HEADERS }],
  // Gatsby's build statistics leave public/ once the adapter is done (build-statistics.ts).
  adapter: withoutBuildStatistics(withSecurityHeaders(netlifyAdapter())),
  plugins: [
    // Component names in class names help only in development; production ships component ids alone.
    { resolve: "gatsby-plugin-styled-components", options: { displayName: process.env.NODE_ENV !== "production" } },
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      // Each English file becomes its node with its published translations (gatsby/on-create-node.ts),
      // which reads content/<lang>/ itself: translations are no files of their own here.
      options: { name: "content", path: `${__dirname}/content`, ignore: TRANSLATED_LANGUAGES.map(({ code }) => `**/content/${code}/**`) },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: [
          "/404",
          "/404.html",
          "/dev-404-page",
          ...TRANSLATED_LANGUAGES.map(({ code }) => `/${code}/404`),
          ...redirectsOf(content.files).map((redirect) => redirect.from),
        ],
        query: SITEMAP_QUERY,
        serialize: sitemapEntry,
      },
    },
  ],
}

export default config
