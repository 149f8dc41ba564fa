// What the benchmark scripts share: the Chromium flags of the browser tests and the table they print.
const fs = require("node:fs")
const path = require("node:path")

/** The Chromium flags the browser tests use (one list, in playwright.config.ts). */
function chromiumArgs(root) {
  const source = fs.readFileSync(path.join(root, "playwright.config.ts"), "utf8")
  const match = /export const CHROMIUM_ARGS = (\[[\s\S]*?\])/.exec(source)
  if (!match) throw new Error("bench: CHROMIUM_ARGS not found in playwright.config.ts")
  return JSON.parse(match[1].replace(/,\s*\]$/, "]"))
}

/**
 * The protocol the benchmarks serve the site over: HTTP/2, as Netlify serves it, unless `--http1`
 * asks for HTTP/1.1, where a browser opens six connections to a host and queues further requests.
 */
function protocolOf(argv) {
  return argv.includes("--http1") ? "HTTP/1.1" : "HTTP/2"
}

/** The flags of a benchmark's Chromium: the browser tests' own, and the trust of the loopback server's certificate if it has one. */
function benchChromiumArgs(root, server) {
  return [...chromiumArgs(root), ...(server.spkiHash ? [`--ignore-certificate-errors-spki-list=${server.spkiHash}`] : [])]
}

/** A Markdown table: the first column left-aligned, the others right-aligned. */
function table(headings, rows) {
  const widths = headings.map((heading, i) => Math.max(heading.length, ...rows.map((row) => String(row[i]).length)))
  const cell = (text, i) => (i === 0 ? String(text).padEnd(widths[i]) : String(text).padStart(widths[i]))
  const line = (cells) => `| ${cells.map(cell).join(" | ")} |`
  const rule = `|${widths.map((w, i) => (i === 0 ? ` ${"-".repeat(w)} ` : ` ${"-".repeat(w - 1)}: `)).join("|")}|`
  return [line(headings), rule, ...rows.map(line)].join("\n")
}

module.exports = { benchChromiumArgs, protocolOf, table }
