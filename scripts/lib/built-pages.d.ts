export function sitemapRoutes(publicDir: string): string[]
export function htmlPages(publicDir: string): Array<{ file: string; route: string }>
export function routeOfFile(relativeFile: string): string
export function siteOrigin(publicDir: string): string | undefined
export function isForwardingPage(file: string): boolean
