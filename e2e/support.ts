import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"

const PUBLIC_DIR = path.join(__dirname, "..", "public")

/** Every page the build made in every language, as its sitemap lists it (redirect pages and the 404 page are excluded there). */
export function builtRoutes(): string[] {
  const sitemap = fs.readFileSync(path.join(PUBLIC_DIR, "sitemap-0.xml"), "utf8")
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname).sort()
}

/** Whether a route is a translation's page ("/es/about"). */
export const isTranslatedRoute = (route: string) => /^\/(es|fr|ht)(\/|$)/.test(route)

/**
 * The English pages: what a check that does not depend on the language (headers, images, the
 * editor) runs on, so each mechanism is tested once, not once per language.
 */
export function englishRoutes(): string[] {
  return builtRoutes().filter((route) => !isTranslatedRoute(route))
}

/**
 * Collects console errors and uncaught exceptions from the moment it is called. `expectedMissing`
 * names paths a test makes answer 404 on purpose (for instance a patient's photo, to see the
 * initials fallback); their load errors are not counted.
 */
export function watchForErrors(page: Page, expectedMissing: readonly RegExp[] = []): () => string[] {
  const errors: string[] = []
  let expectedMisses = 0
  page.on("response", (response) => {
    if (response.status() === 404 && expectedMissing.some((pattern) => pattern.test(new URL(response.url()).pathname))) {
      expectedMisses += 1
    }
  })
  page.on("console", (message) => {
    if (message.type() !== "error") return
    if (expectedMissing.some((pattern) => pattern.test(message.location().url))) return
    errors.push(`console: ${message.text()}`)
  })
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`))
  // Chromium reports each failed load as "Failed to load resource ... 404" without always naming
  // the file, so forgive as many of those as there were expected misses.
  return () => {
    let forgiven = 0
    return errors.filter((error) => {
      if (forgiven < expectedMisses && /Failed to load resource: .* 404/.test(error)) {
        forgiven += 1
        return false
      }
      return true
    })
  }
}

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: string[]; failureSummary?: string }>
}

/** Runs axe-core in the page for WCAG 2.1 A and AA (or only the `rules` named) and returns what it reports. */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: the site's Content-Security-Policy (sent by the host
  // under test) rightly refuses an inline <script> that addScriptTag would insert. Not through
  // @axe-core/playwright: its run frame by frame, merged in a second page, takes several times as long.
  await page.evaluate(fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8"))
  return page.evaluate(async (only) => {
    const result = await (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe.run(document, {
      runOnly: only ? { type: "rule", values: only } : { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    })
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact: impact ?? null,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target: target as string[], failureSummary })),
    }))
  }, rules)
}

/**
 * Waits until React has hydrated the whole page, so clicks and typing reach their handlers.
 * The page and the footer hydrate as Suspense boundaries after the header, in document order,
 * so the footer is the last element React takes over. Fails at once on a page sent without
 * scripts (src/render/replace-renderer.tsx): a test that needs React must visit a page that has it.
 */
export async function waitForHydration(page: Page) {
  if (!(await loadsScripts(page))) throw new Error(`${page.url()} loads no scripts, so it never hydrates`)
  await page.waitForFunction(() => {
    const footer = document.querySelector("footer")
    return !!footer && Object.keys(footer).some((key) => key.startsWith("__reactProps"))
  })
}

/** Whether the current page loads Gatsby's scripts (a page without a form or widget does not). */
export async function loadsScripts(page: Page): Promise<boolean> {
  return (await page.locator("script[src]").count()) > 0
}

/** The parsed JSON-LD graph of the current page. */
export async function jsonLdGraph(page: Page): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.flatMap((text) => (JSON.parse(text) as { "@graph": Array<Record<string, unknown>> })["@graph"])
}

const LOOPBACK = new Set(["127.0.0.1", "localhost"])

/** Records CSP violations and what the page asks of other hosts (and refuses those requests). */
export async function withDeploymentHeaders(page: Page) {
  const offSite: string[] = []
  const violations: string[] = []
  page.on("request", (request) => {
    const url = new URL(request.url())
    if (/^https?:$/.test(url.protocol) && !LOOPBACK.has(url.hostname)) offSite.push(request.url())
  })
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`console: ${message.text()}`)
  })
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
      )
    })
  })
  await page.route("**/*", async (route) => {
    if (!LOOPBACK.has(new URL(route.request().url()).hostname)) return route.abort()
    await route.continue().catch(() => undefined)
  })
  return { offSite, violations }
}
