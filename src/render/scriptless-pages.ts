/**
 * The pages rendered by this process that need no script, from the moment replaceRenderer has
 * rendered a page's body until onPreRenderHTML has written its HTML: replaceRenderer records each
 * page, onRenderBody asks whether to preload what hydration fetches, onPreRenderHTML leaves
 * Gatsby's scripts out and forgets the page. Gatsby calls the three in that order for each page.
 */
const scriptless = new Set<string>()

/** replaceRenderer: whether the page's components asked for React in the browser (useRequiresHydration). */
export function recordPage(pathname: string, needsScripts: boolean): void {
  if (needsScripts) scriptless.delete(pathname)
  else scriptless.add(pathname)
}

/** onRenderBody: whether the page keeps Gatsby's scripts. A page never recorded does (gatsby develop). */
export function pageLoadsScripts(pathname: string): boolean {
  return !scriptless.has(pathname)
}

/** onPreRenderHTML: whether the page goes without scripts; the page is forgotten either way. */
export function takeScriptlessPage(pathname: string): boolean {
  return scriptless.delete(pathname)
}
