/** The public origin for canonical links, the sitemap, robots.txt and social tags: SITE_URL, else content/site.json's. */
export function publicSiteUrl(env: Readonly<Record<string, string | undefined>>, contentSiteUrl: string): string {
  return (env.SITE_URL || contentSiteUrl).replace(/\/+$/, "")
}
