// Serves a folder (the built site in public/, the content editor's page) on loopback the way a static host does: "/about" answers
// with about/index.html or about.html, unknown paths with 404.html and status 404, text gzipped
// when the client accepts it, and (optionally) each response with the headers that the
// adapter's `_headers` file gives its path. Used by the link check, the benchmarks and `npm run cms`.
import crypto from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import http2 from "node:http2"
import type { AddressInfo } from "node:net"
import path from "node:path"
import zlib from "node:zlib"
import selfsigned from "selfsigned"
import { headersFor, readHeadersFile } from "../../src/lib/build-time/hosting/netlify-headers"

export interface StaticServer {
  url: string
  /**
   * Over HTTP/2: the base64 SHA-256 of the certificate's public key, for Chromium's
   * `--ignore-certificate-errors-spki-list`, which trusts this certificate alone and, unlike
   * `--ignore-certificate-errors`, lets the browser keep what it loads in its disk cache.
   */
  spkiHash?: string
  close(): Promise<void>
}

const TYPES: Record<string, string> = {
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
export function resolveFile(root: string, urlPath: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return undefined // a malformed escape such as "/%E0" names no file
  }
  const clean = path.normalize(decoded).replace(/^(\.\.[/\\])+/, "")
  const base = path.join(root, clean)
  if (!base.startsWith(root)) return undefined
  for (const candidate of [base, path.join(base, "index.html"), `${base.replace(/\/$/, "")}.html`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return undefined
}

export interface ServeOptions {
  /** 0 (the default) takes any free port. */
  port?: number
  /** Applies public/_headers, as the adapter's host does. */
  withHeaders?: boolean
  /** HTTP/2 over TLS with a throwaway self-signed certificate, as Netlify serves the site. */
  http2?: boolean
}

/** Starts the server on loopback. */
export async function serveStatic(publicDir: string, options: ServeOptions = {}): Promise<StaticServer> {
  const root = path.resolve(publicDir)
  const headersFile = path.join(root, "_headers")
  const rules = options.withHeaders && fs.existsSync(headersFile) ? readHeadersFile(headersFile) : []
  const answer = (req: http.IncomingMessage | http2.Http2ServerRequest, res: http.ServerResponse | http2.Http2ServerResponse) => {
    // Status and headers set one by one: the http and http2 responses' writeHead overloads do not unify.
    const send = (status: number, headers: Record<string, string | number>, body: Buffer | string = "") => {
      res.statusCode = status
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
      res.end(body)
    }
    const url = new URL(req.url ?? "/", "http://localhost")
    const urlPath = url.pathname
    // trailingSlash: "never", as gatsby serve and the Netlify adapter answer: /about/ -> /about
    if (urlPath.length > 1 && urlPath.endsWith("/")) {
      send(301, { location: `${urlPath.replace(/\/+$/, "")}${url.search}` })
      return
    }
    let file = resolveFile(root, urlPath)
    let status = 200
    if (!file) {
      status = 404
      file = path.join(root, "404.html")
      if (!fs.existsSync(file)) {
        send(404, { "content-type": "text/plain" }, "Not found")
        return
      }
    }
    const ext = path.extname(file).toLowerCase()
    const headers: Record<string, string | number> = {
      ...headersFor(rules, urlPath),
      "content-type": TYPES[ext] || "application/octet-stream",
    }
    let body = fs.readFileSync(file)
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers["accept-encoding"] || "")) {
      body = zlib.gzipSync(body)
      headers["content-encoding"] = "gzip"
      headers.vary = "Accept-Encoding"
    }
    headers["content-length"] = body.length
    send(status, headers, req.method === "HEAD" ? undefined : body)
  }
  const certificate = options.http2 ? await throwawayCertificate() : undefined
  const server = certificate ? http2.createSecureServer(certificate, answer) : http.createServer(answer)
  // A browser keeps its HTTP/2 session open, and the server closes only once it is gone.
  const sessions = new Set<http2.ServerHttp2Session>()
  if (certificate) {
    server.on("session", (session: http2.ServerHttp2Session) => {
      sessions.add(session)
      session.once("close", () => sessions.delete(session))
    })
  }
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port || 0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `${certificate ? "https" : "http"}://127.0.0.1:${port}`,
        spkiHash: certificate && spkiHashOf(certificate.cert),
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            for (const session of sessions) session.destroy()
          }),
      })
    })
  })
}

async function throwawayCertificate(): Promise<{ key: string; cert: string }> {
  const pems = await selfsigned.generate([{ name: "commonName", value: "127.0.0.1" }], {
    keyType: "ec",
    algorithm: "sha256",
    extensions: [{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }],
  })
  return { key: pems.private, cert: pems.cert }
}

function spkiHashOf(certificate: string): string {
  const publicKey = new crypto.X509Certificate(certificate).publicKey.export({ type: "spki", format: "der" })
  return crypto.createHash("sha256").update(publicKey).digest("base64")
}
