/** @jest-environment node */
import fs from "node:fs"
import http from "node:http"
import http2 from "node:http2"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { serveStatic, type StaticServer } from "../scripts/lib/static-server"

/**
 * The benchmarks serve the built site with scripts/lib/static-server.ts, over HTTP/2 as Netlify
 * does, or over HTTP/1.1 with --http1. Whichever the protocol, a page must be answered the way the
 * host answers it, or the figures describe another site.
 */
interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

function getHttp1(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on("error", reject)
  })
}

function getHttp2(url: string): Promise<Answer> {
  const { origin, pathname } = new URL(url)
  // The server's certificate is a throwaway self-signed one, as the benchmark's browser is told.
  const session = http2.connect(origin, { rejectUnauthorized: false })
  return new Promise<Answer>((resolve, reject) => {
    session.on("error", reject)
    const stream = session.request({ ":path": pathname, "accept-encoding": "gzip" })
    let headers: http2.IncomingHttpHeaders = {}
    const chunks: Buffer[] = []
    stream.on("response", (received) => (headers = received))
    stream.on("data", (chunk: Buffer) => chunks.push(chunk))
    stream.on("end", () => resolve({ status: Number(headers[":status"]), headers, body: Buffer.concat(chunks) }))
    stream.on("error", reject)
  }).finally(() => session.close())
}

const site = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-"))
const aboutHtml = "<!DOCTYPE html><title>About</title><p>About the clinic</p>"
beforeAll(() => {
  fs.mkdirSync(path.join(site, "about"))
  fs.writeFileSync(path.join(site, "about", "index.html"), aboutHtml)
  fs.writeFileSync(path.join(site, "404.html"), "<!DOCTYPE html><title>Not found</title>")
  fs.writeFileSync(path.join(site, "_headers"), "/*\n  X-Content-Type-Options: nosniff\n/about\n  Cache-Control: no-cache\n")
})
afterAll(() => fs.rmSync(site, { recursive: true, force: true }))

describe.each([
  { protocol: "HTTP/1.1", http2: false, get: getHttp1 },
  { protocol: "HTTP/2", http2: true, get: getHttp2 },
])("the benchmark's host over $protocol", ({ http2: overHttp2, get }) => {
  let server: StaticServer
  beforeAll(async () => {
    server = await serveStatic(site, { withHeaders: true, http2: overHttp2 })
  })
  afterAll(() => server.close())

  it("answers a page gzipped, with the headers the host's _headers file gives its path", async () => {
    expect(server.url.startsWith(overHttp2 ? "https://" : "http://")).toBe(true)
    const answer = await get(`${server.url}/about`)
    expect(answer.status).toBe(200)
    expect(answer.headers["content-encoding"]).toBe("gzip")
    expect(answer.headers["cache-control"]).toBe("no-cache")
    expect(answer.headers["x-content-type-options"]).toBe("nosniff")
    expect(zlib.gunzipSync(answer.body).toString()).toBe(aboutHtml)
  })

  it("redirects a trailing slash and answers an unknown path with the not-found page", async () => {
    const slashed = await get(`${server.url}/about/`)
    expect(slashed.status).toBe(301)
    expect(slashed.headers.location).toBe("/about")
    const missing = await get(`${server.url}/no-such-page`)
    expect(missing.status).toBe(404)
    expect(zlib.gunzipSync(missing.body).toString()).toContain("Not found")
  })
})
