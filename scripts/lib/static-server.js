// Serves a built Gatsby site (public/) on loopback the way a static host does: "/about" answers
// with about/index.html or about.html, unknown paths with 404.html and status 404, text gzipped
// when the client accepts it, and (optionally) each response with the headers that the
// adapter's `_headers` file gives its path. Used by the link check and by `npm run bench`.
"use strict"
const fs = require("node:fs")
const http = require("node:http")
const path = require("node:path")
const zlib = require("node:zlib")
const { headersFor, readHeadersFile } = require("./netlify-headers")

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
  ".webmanifest": "application/manifest+json",
}
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".xml", ".txt", ".svg", ".webmanifest"])

/** The file a request path names, or undefined. */
function resolveFile(root, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "")
  const base = path.join(root, clean)
  if (!base.startsWith(root)) return undefined
  for (const candidate of [base, path.join(base, "index.html"), `${base.replace(/\/$/, "")}.html`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return undefined
}

/**
 * Starts the server; resolves to { url, close }. options.port (0 = any free port),
 * options.withHeaders (apply public/_headers).
 */
function serveStatic(root, options = {}) {
  root = path.resolve(root)
  const headersFile = path.join(root, "_headers")
  const rules = options.withHeaders && fs.existsSync(headersFile) ? readHeadersFile(headersFile) : []
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://localhost")
    const urlPath = url.pathname
    // trailingSlash: "never", as gatsby serve and the Netlify adapter answer: /about/ -> /about
    if (urlPath.length > 1 && urlPath.endsWith("/")) {
      res.writeHead(301, { location: `${urlPath.replace(/\/+$/, "")}${url.search}` }).end()
      return
    }
    let file = resolveFile(root, urlPath)
    let status = 200
    if (!file) {
      status = 404
      file = path.join(root, "404.html")
      if (!fs.existsSync(file)) {
        res.writeHead(404, { "content-type": "text/plain" }).end("Not found")
        return
      }
    }
    const ext = path.extname(file).toLowerCase()
    const headers = { ...headersFor(rules, urlPath), "content-type": TYPES[ext] || "application/octet-stream" }
    let body = fs.readFileSync(file)
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers["accept-encoding"] || "")) {
      body = zlib.gzipSync(body)
      headers["content-encoding"] = "gzip"
      headers.vary = "Accept-Encoding"
    }
    headers["content-length"] = body.length
    res.writeHead(status, headers)
    res.end(req.method === "HEAD" ? undefined : body)
  })
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port || 0, "127.0.0.1", () => {
      const { port } = server.address()
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) })
    })
  })
}

module.exports = { serveStatic, resolveFile }
