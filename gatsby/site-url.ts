import type { CreatePagesArgs } from "gatsby"

/** The public origin the build uses (gatsby-config's siteMetadata: SITE_URL, else content/site.json). */
export async function builtSiteUrl(graphql: CreatePagesArgs["graphql"]): Promise<string> {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  return result.data!.site.siteMetadata.siteUrl
}
