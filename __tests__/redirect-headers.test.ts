/** @jest-environment node */
import { execFileSync } from "node:child_process"
import path from "node:path"
import redirectWithHeaders, { config } from "../netlify/edge-functions/redirect-headers"
import { redirects } from "../content/redirects.json"
import { ADMIN_PAGE_PATH, ADMIN_PATH } from "../src/lib/shared/addresses"
import { REDIRECT_CSP, SECURITY_HEADERS } from "../src/lib/shared/security-headers"

const ask = (path: string) => redirectWithHeaders(new Request(`https://clinic.example${path}`))

describe("the edge function that answers the redirects with the security headers", () => {
  it("runs on every old address of content/redirects.json and on the editor's address, and nowhere else", () => {
    expect([...config.path].sort()).toEqual([...redirects.map(({ from }) => from), ADMIN_PATH].sort())
  })

  it.each(redirects.map(({ from, to }) => [from, to]))("sends %s on to %s for good (301), with every security header", (from, to) => {
    const response = ask(from)
    expect(response?.status).toBe(301)
    expect(response?.headers.get("location")).toBe(to)
    for (const { key } of SECURITY_HEADERS) expect(response?.headers.get(key)).toBeTruthy()
    expect(response?.headers.get("content-security-policy")).toBe(REDIRECT_CSP)
    expect(response?.headers.get("x-frame-options")).toBe("DENY")
  })

  it("sends the editor's address to the editor's page (302), keeping the query string, with every security header", () => {
    const response = ask(`${ADMIN_PATH}?from=bookmark`)
    expect(response?.status).toBe(302)
    expect(response?.headers.get("location")).toBe(`${ADMIN_PAGE_PATH}?from=bookmark`)
    for (const { key, value } of SECURITY_HEADERS.filter(({ key }) => key !== "content-security-policy")) {
      expect(response?.headers.get(key)).toBe(value)
    }
    expect(response?.headers.get("content-security-policy")).toBe(REDIRECT_CSP)
  })

  it("leaves any other address to the host", () => {
    expect(ask("/privacy-policy")).toBeUndefined()
    expect(ask("/compliance/privacy-policy/extra")).toBeUndefined()
  })

  // Netlify's build reads config.path by importing the function in Deno, and runs it there: an import
  // Deno cannot resolve (a module named without its extension, JSON without its type) would leave the
  // function with no route, silently. Deno here is the `deno` dev dependency, kept off the network.
  it("loads in Deno, as Netlify's build and edge load it, with the same addresses and answer", () => {
    const root = path.join(__dirname, "..")
    const probe = `
      const { default: answer, config } = await import(${JSON.stringify(`file://${root}/netlify/edge-functions/redirect-headers.ts`)})
      const response = answer(new Request("https://clinic.example${ADMIN_PATH}"))
      console.log(JSON.stringify({ paths: config.path, status: response.status, headers: Object.fromEntries(response.headers) }))`
    const output = execFileSync(path.join(root, "node_modules", ".bin", "deno"), ["eval", "--no-remote", "--no-config", probe], {
      env: { ...process.env, DENO_NO_UPDATE_CHECK: "1", NO_COLOR: "1" },
      encoding: "utf8",
      timeout: 30_000,
    })
    const { paths, status, headers } = JSON.parse(output)
    expect(paths).toEqual(config.path)
    expect(status).toBe(302)
    expect(headers["location"]).toBe(ADMIN_PAGE_PATH)
    for (const { key } of SECURITY_HEADERS) expect(headers[key]).toBeTruthy()
  })
})
