import { createHash } from "node:crypto"
import { SCRIPT_HASHES_PLACEHOLDER } from "../../shared/security-headers"

const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"])

/** The text of every inline script a browser would run (JSON-LD and other data blocks are not run, so CSP ignores them). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attributes = match[1]
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = (/\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? "").toLowerCase()
    if (!EXECUTABLE_TYPES.has(type)) continue
    // Browsers normalise line breaks before they hash the text.
    scripts.push(match[2].replace(/\r\n?/g, "\n"))
  }
  return scripts
}

/** A CSP source expression for one inline script: 'sha256-<base64>'. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`
}

/** The policy with the hashes of the given inline scripts in place of the placeholder (sorted, no duplicates). */
export function completeCsp(template: string, scripts: Iterable<string>): string {
  const hashes = [...new Set([...scripts].map(scriptHash))].sort()
  return template.replace(SCRIPT_HASHES_PLACEHOLDER, hashes.join(" ")).replace(/ {2,}/g, " ").replace(/ ;/g, ";")
}
