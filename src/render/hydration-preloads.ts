// What Gatsby's runtime fetches before it can hydrate a page, so the page's HTML can ask for it at once.

export interface Preload {
  href: string
  as: "script" | "fetch"
}

/** The part of a page's page-data.json that says what the runtime loads next. */
export interface PageDataForPreload {
  componentChunkName: string
  staticQueryHashes?: readonly string[]
}

/** Each page component's chunk name -> the script files webpack loads for it ("/component---...js"). */
export type ComponentChunkFiles = Record<string, readonly string[]>

/** The address of a page's page-data.json: "/" -> /page-data/index/page-data.json. */
export function pageDataPath(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/|\/$/g, "")
  return `/page-data/${trimmed === "" ? "index" : trimmed}/page-data.json`
}

/**
 * Gatsby's runtime hydrates a page only after three round trips: its own scripts, then the page's
 * page-data.json, app-data.json and static query results, then the page's component chunks
 * (Gatsby's HTML names only the first). Each costs a full request latency on a slow phone. These are
 * the files of the second and third trips, to be preloaded from the page's <head>.
 */
export function hydrationPreloads(chunks: ComponentChunkFiles, pagePath: string, pageData: PageDataForPreload): Preload[] {
  const files = chunks[pageData.componentChunkName]
  if (!files) throw new Error(`No script files are known for "${pageData.componentChunkName}" (${pagePath})`)
  return [
    { href: pageDataPath(pagePath), as: "fetch" },
    { href: "/page-data/app-data.json", as: "fetch" },
    ...(pageData.staticQueryHashes ?? []).map((hash): Preload => ({ href: `/page-data/sq/d/${hash}.json`, as: "fetch" })),
    ...files.map((href): Preload => ({ href, as: "script" })),
  ]
}

/** Whether a page-data object (typed by Gatsby as only its `result`) names the page's chunk. */
export function isPageDataForPreload(pageData: object): pageData is PageDataForPreload {
  return "componentChunkName" in pageData && typeof pageData.componentChunkName === "string"
}
