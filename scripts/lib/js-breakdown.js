// Where a page's JavaScript comes from: each script's gzipped size shared out over React, Gatsby's
// runtime (with webpack's), styled-components and this site's own code, in proportion to the
// minified bytes its source map attributes to each (bytes no source claims are webpack's wrappers).
const fs = require("node:fs")
const zlib = require("node:zlib")
const { SourceMapConsumer } = require("source-map-js")

const ORIGINS = ["React", "Gatsby and webpack", "styled-components", "Site code"]

/** The origin of one source file named by a source map. */
function originOf(source) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1]
  if (!pkg) return /\/\.cache\/|webpack\/runtime|^webpack\/bootstrap/.test(source) ? "Gatsby and webpack" : "Site code"
  if (/^(react|react-dom|scheduler)$/.test(pkg)) return "React"
  if (/^(styled-components|stylis|@emotion\/.*|shallowequal|tslib)$/.test(pkg)) return "styled-components"
  return "Gatsby and webpack"
}

/** Minified bytes of one built script per origin, from its source map. */
function minifiedBytesByOrigin(file) {
  const code = fs.readFileSync(file, "utf8")
  const bytes = Object.fromEntries(ORIGINS.map((origin) => [origin, 0]))
  if (!fs.existsSync(`${file}.map`)) {
    bytes["Gatsby and webpack"] = code.length
    return bytes
  }
  const lines = code.split("\n")
  const mappings = []
  new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, "utf8"))).eachMapping((mapping) => mappings.push(mapping))
  let mapped = 0
  mappings.forEach((mapping, i) => {
    const next = mappings[i + 1]
    const end = next && next.generatedLine === mapping.generatedLine ? next.generatedColumn : lines[mapping.generatedLine - 1].length
    const length = Math.max(0, end - mapping.generatedColumn)
    bytes[mapping.source ? originOf(mapping.source) : "Gatsby and webpack"] += length
    mapped += length
  })
  bytes["Gatsby and webpack"] += Math.max(0, code.length - mapped)
  return bytes
}

/** Gzipped bytes of the given scripts, shared out by origin. */
function gzippedBytesByOrigin(files) {
  const totals = Object.fromEntries(ORIGINS.map((origin) => [origin, 0]))
  for (const file of new Set(files)) {
    const gzipped = zlib.gzipSync(fs.readFileSync(file)).length
    const minified = minifiedBytesByOrigin(file)
    const sum = Object.values(minified).reduce((a, b) => a + b, 0) || 1
    for (const origin of ORIGINS) totals[origin] += (gzipped * minified[origin]) / sum
  }
  return totals
}

module.exports = { ORIGINS, gzippedBytesByOrigin }
