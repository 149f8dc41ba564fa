/** @jest-environment node */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  forgetConsultationService,
  hostEvent,
  loadDeployedFunctions,
  responseText,
  type DeployedFunction,
  type HostEvent,
  type HostResponse,
} from "../../scripts/lib/deployed-function"
import forms from "../../content/forms.json"
import site from "../../content/site.json"
import { pageHeading } from "../support/result-page"
import { readMail } from "../support/mail"
import { startBlobsServer } from "../../scripts/lib/blobs-test-server"
import { startSmtp } from "../../scripts/lib/smtp-test-server"
import { RECEIPT_KEY, STORE_KEY } from "../support/consultation-keys"

/**
 * The consultation function as the host deploys and calls it: the adapter's handler from
 * .netlify/functions-internal, with only the files its manifest declares, called with Netlify's
 * events. Runs after `gatsby build` (scripts/test.sh).
 */
const ROOT = path.join(__dirname, "..", "..")
const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "function-built-"))
const OUTBOX = path.join(outboxDir, "requests.jsonl")
Object.assign(process.env, { CONSULTATION_OUTBOX: OUTBOX, CONSULTATION_RATE_LIMIT: "5", SMTP_URL: "", CONSULTATION_TO: "" })
delete process.env.NETLIFY

const deployed = loadDeployedFunctions(ROOT)
beforeAll(() => jest.spyOn(console, "info").mockImplementation(() => undefined))
afterAll(() => {
  deployed.cleanUp()
  fs.rmSync(outboxDir, { recursive: true, force: true })
})
const consultation = deployed.functions.find((fn) => fn.includedFiles.some((file) => file.endsWith("consultation.js"))) as DeployedFunction

const valid = { form: "home", name: "Ana Pierre", phone: "(212) 555-0147", condition: "knee", fillMs: 6000 }
const json = (body: unknown, address: string, extra: Record<string, string> = {}) =>
  hostEvent({
    headers: { "content-type": "application/json", accept: "application/json", "x-nf-client-connection-ip": address, ...extra },
    body: JSON.stringify(body),
  })
const storedLines = () => (fs.existsSync(OUTBOX) ? fs.readFileSync(OUTBOX, "utf8").split("\n").filter(Boolean) : [])

describe("what the build deploys", () => {
  it("deploys a function for each file of src/api, and no server-rendering engines", () => {
    const names = deployed.functions.map((fn) => fn.name)
    const apiFiles = fs.readdirSync(path.join(ROOT, "src", "api")).map((file) => `${file.replace(/\.tsx?$/, "")}-js`)
    if (names.length !== apiFiles.length) {
      throw new Error(
        `The build deploys ${names.join(", ")}: Gatsby built server-rendering engines. It probably took the consultation ` +
          "function's `config` export for a page config; see src/lib/server/consultation/function-config.ts.",
      )
    }
    expect(names.sort()).toEqual(apiFiles.sort())
  })

  it("lists every module the compiled functions load among the files the host deploys", () => {
    const compiled = fs.readdirSync(path.join(ROOT, ".cache", "functions")).filter((file) => file.endsWith(".js"))
    const included = new Set(deployed.functions.flatMap((fn) => fn.includedFiles.map((file) => path.basename(file))))
    expect(compiled.filter((file) => !included.has(file))).toEqual([])
  })
})

describe("the deployed consultation function, called with the host's events", () => {
  it("stores a valid request and answers with its reference", async () => {
    const response = await consultation.invoke(json(valid, "203.0.113.10"))
    expect(response.statusCode).toBe(200)
    const { reference } = JSON.parse(responseText(response))
    expect(storedLines().some((line) => JSON.parse(line).reference === reference)).toBe(true)
  })

  it("reads a base64 urlencoded body (a form posted without JavaScript) and redirects to the confirmation page", async () => {
    const body = new URLSearchParams({ form: "home", name: "Bo Lee", email: "bo@example.com", fillMs: "", website: "" }).toString()
    const response = await consultation.invoke(
      hostEvent({
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", "x-nf-client-connection-ip": "203.0.113.11" },
        body,
        base64: true,
      }),
    )
    expect(response.statusCode).toBe(303)
    const location = response.multiValueHeaders?.location?.[0] ?? ""
    const query = Object.fromEntries(new URL(location, "https://clinic.example.org").searchParams)
    expect(query.reference).toMatch(/^CR-[A-Z2-9]{8}$/)
    const page = await consultation.invoke(hostEvent({ method: "GET", headers: { accept: "text/html" }, query }))
    expect(page.statusCode).toBe(200)
    expect(responseText(page)).toContain(query.reference)
    expect(pageHeading(responseText(page))).toBe(forms.success.title)
    // The reference alone, typed in or shared, confirms nothing.
    const bare = await consultation.invoke(
      hostEvent({ method: "GET", headers: { accept: "text/html" }, query: { reference: query.reference } }),
    )
    expect(bare.statusCode).toBe(404)
    expect(pageHeading(responseText(bare))).toBe(forms.noScript.unconfirmed.title)
  })

  it("sends the security headers with its redirect, its pages and its JSON answers", async () => {
    const posted = await consultation.invoke(
      hostEvent({
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", "x-nf-client-connection-ip": "203.0.113.12" },
        body: new URLSearchParams({ form: "home", name: "Di Park", phone: "(212) 555-0151", fillMs: "", website: "" }).toString(),
      }),
    )
    const query = Object.fromEntries(new URL(posted.multiValueHeaders?.location?.[0] ?? "", "https://clinic.example.org").searchParams)
    const answers = [
      posted,
      await consultation.invoke(hostEvent({ method: "GET", headers: { accept: "text/html" }, query })),
      await consultation.invoke(hostEvent({ method: "GET", headers: { accept: "text/html" }, query: { reference: "CR-ABCDEFGH" } })),
      await consultation.invoke(json({ ...valid, phone: "12" }, "203.0.113.12")),
    ]
    expect(answers.map((answer) => answer.statusCode)).toEqual([303, 200, 404, 400])
    for (const answer of answers) {
      const headers = Object.fromEntries(
        Object.entries(answer.multiValueHeaders ?? {}).map(([name, [value]]) => [name.toLowerCase(), value]),
      )
      expect(headers).toMatchObject({
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
        "referrer-policy": "strict-origin-when-cross-origin",
        "strict-transport-security": expect.stringContaining("max-age="),
        "content-security-policy": expect.stringContaining("frame-ancestors 'none'"),
      })
    }
  })

  it("lets eight visitors from eight addresses through, and limits one over the limit with Retry-After", async () => {
    for (let i = 1; i <= 8; i++) expect((await consultation.invoke(json(valid, `198.51.100.${i}`))).statusCode).toBe(200)
    for (let i = 0; i < 4; i++) expect((await consultation.invoke(json(valid, "198.51.100.1"))).statusCode).toBe(200)
    const limited = await consultation.invoke(json(valid, "198.51.100.1", { "x-forwarded-for": "192.0.2.99" }))
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.multiValueHeaders?.["retry-after"]?.[0])).toBeGreaterThan(0)
    expect(JSON.parse(responseText(limited)).message).toContain(site.phone)
  })

  it("answers the request that used to kill the function, with no unhandled rejection", async () => {
    const rejections: unknown[] = []
    const listener = (reason: unknown) => rejections.push(reason)
    process.on("unhandledRejection", listener)
    try {
      const response = await consultation.invoke(
        hostEvent({
          headers: { "content-type": "application/json", "x-nf-client-connection-ip": "192.0.2.1" },
          body: '{"form":"contact","fillMs":{"toString":1}}',
        }),
      )
      expect(response.statusCode).toBe(400)
      await new Promise((resolve) => setImmediate(resolve))
      expect(rejections).toEqual([])
    } finally {
      process.off("unhandledRejection", listener)
    }
  })

  it("reads the body itself: Gatsby's parsers are off, so malformed JSON is a 400 and is not logged", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    const response = await consultation.invoke(
      hostEvent({
        headers: { "content-type": "application/json", "x-nf-client-connection-ip": "192.0.2.2" },
        body: '{"message": "my secret knee',
      }),
    )
    expect(response.statusCode).toBe(400)
    expect(errors.mock.calls.flat().join(" ")).not.toContain("secret")
    errors.mockRestore()
  })
})

/** One request to a fresh instance of the deployed function: the adapter's handler loaded in a process of its own. */
function invokeFreshInstance(event: HostEvent, env: NodeJS.ProcessEnv): { response: HostResponse; output: string } {
  const responseFile = path.join(outboxDir, `response-${process.hrtime.bigint()}.json`)
  const instance = spawnSync(
    process.execPath,
    [
      "-e",
      `require(process.argv[1]).handler(JSON.parse(process.argv[2]), {}).then((response) => require("node:fs").writeFileSync(process.argv[3], JSON.stringify(response)))`,
      consultation.handlerFile,
      JSON.stringify(event),
      responseFile,
    ],
    { encoding: "utf8", env },
  )
  expect(instance.status).toBe(0)
  return { response: JSON.parse(fs.readFileSync(responseFile, "utf8")), output: instance.stdout + instance.stderr }
}

describe("a fresh instance of the deployed function", () => {
  it("confirms the request another instance delivered, from the link that instance made", async () => {
    const posted = await consultation.invoke(
      hostEvent({
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", "x-nf-client-connection-ip": "203.0.113.61" },
        body: new URLSearchParams({ form: "home", name: "Cy Ito", phone: "(212) 555-0150", fillMs: "", website: "" }).toString(),
      }),
    )
    const query = Object.fromEntries(new URL(posted.multiValueHeaders?.location?.[0] ?? "", "https://clinic.example.org").searchParams)
    const { response } = invokeFreshInstance(hostEvent({ method: "GET", headers: { accept: "text/html" }, query }), process.env)
    expect(response.statusCode).toBe(200)
    expect(responseText(response)).toContain(query.reference)
  })

  it("on the host without mail settings answers 503 with the clinic's phone, logs the configuration error and writes no outbox", () => {
    const hostOutbox = path.join(outboxDir, "on-host.jsonl")
    // Netlify gives a function SITE_ID, SITE_NAME and URL at run time (never NETLIFY), and an
    // operator may have named an outbox, which must not be used.
    const { response, output } = invokeFreshInstance(json(valid, "203.0.113.60"), {
      PATH: process.env.PATH,
      SITE_ID: "1d01c0c0-4554-4747-93b8-34ce3448ab95",
      SITE_NAME: "clinic",
      URL: "https://clinic.example.org",
      CONSULTATION_OUTBOX: hostOutbox,
    })
    expect(response.statusCode).toBe(503)
    expect(JSON.parse(responseText(response)).message).toContain(site.phone)
    expect(output).toContain("CONFIGURATION ERROR")
    expect(fs.existsSync(hostOutbox)).toBe(false)
  })

  it("on the host, stores a request the mail server refuses in the Blobs store of the event's context, encrypted, and answers 202", async () => {
    const blobsDir = fs.mkdtempSync(path.join(os.tmpdir(), "function-built-blobs-"))
    const server = await startBlobsServer(blobsDir)
    try {
      // The host passes its Blobs context in the event (connectLambda reads it), with the site in a header.
      const event = json(valid, "203.0.113.62", { "x-nf-site-id": "site", "x-nf-deploy-id": "deploy" })
      const blobs = Buffer.from(JSON.stringify({ url: server.url, token: "test-token" })).toString("base64")
      const { response, output } = invokeFreshInstance({ ...event, blobs } as HostEvent, {
        PATH: process.env.PATH,
        SITE_ID: "1d01c0c0-4554-4747-93b8-34ce3448ab95",
        // Nothing listens on port 1: every mail fails.
        SMTP_URL: "smtp://127.0.0.1:1",
        CONSULTATION_SMTP_PLAINTEXT: "local",
        CONSULTATION_TO: "clinic@example.org",
        CONSULTATION_RECEIPT_KEY: RECEIPT_KEY,
        CONSULTATION_STORE_KEY: STORE_KEY.toString("base64"),
      })
      expect(response.statusCode).toBe(202)
      const { reference, held } = JSON.parse(responseText(response))
      expect(held).toBe(true)
      const record = await server.blobs.getWithMetadata(reference)
      expect(record?.metadata).toMatchObject({ state: "waiting", attempts: 1 })
      expect(record?.data).toMatch(/^v1\./)
      expect(record?.data).not.toContain("Ana")
      expect(output).not.toContain("Ana")
    } finally {
      await server.stop()
      fs.rmSync(blobsDir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe("the deployed function answers in the page's language and the mail names it", () => {
  // This build is not a production one: it publishes the unreviewed translations too.
  const wordsOf = (lang: string): typeof forms => JSON.parse(fs.readFileSync(path.join(ROOT, "content", lang, "forms.json"), "utf8"))
  const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#39;").replace(/"/g, "&quot;")
  const htmlLang = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1]
  const mailSettings = { SMTP_URL: "", CONSULTATION_SMTP_PLAINTEXT: "local", CONSULTATION_TO: "clinic@example.org" }
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  const before = Object.fromEntries(Object.keys(mailSettings).map((name) => [name, process.env[name]]))
  beforeAll(async () => {
    smtp = await startSmtp()
    Object.assign(process.env, { ...mailSettings, SMTP_URL: smtp.url })
    forgetConsultationService()
  })
  afterAll(async () => {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    forgetConsultationService()
    await smtp.close()
  })
  const lastMail = () => readMail(smtp.received[smtp.received.length - 1].raw)
  const formPost = (fields: Record<string, string>, address: string) =>
    hostEvent({
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", "x-nf-client-connection-ip": address },
      body: new URLSearchParams({ fillMs: "", website: "", ...fields }).toString(),
      base64: true,
    })

  it.each([
    ["Spanish", "es", "Español (Spanish)", "203.0.113.70"],
    ["Haitian Creole", "ht", "Kreyòl ayisyen (Haitian Creole)", "203.0.113.71"],
  ])("%s with JavaScript: errors and reply in it, the mail naming it", async (_, lang, named, address) => {
    const words = wordsOf(lang)
    const refused = await consultation.invoke(json({ ...valid, phone: "12", lang }, address))
    expect(refused.statusCode).toBe(400)
    expect(JSON.parse(responseText(refused))).toMatchObject({ message: words.errorSummaryTitle, errors: { phone: "phone" } })
    const sent = await consultation.invoke(json({ ...valid, lang }, address))
    expect(sent.statusCode).toBe(200)
    const { reference } = JSON.parse(responseText(sent))
    const mail = lastMail()
    expect(mail.subject).toBe(`Consultation request ${reference}, Language of the request: ${named}`)
    expect(mail.text).toContain(`Language of the request: ${named}\n`)
  })

  it.each([
    ["Spanish", "es", "Español (Spanish)", "203.0.113.72"],
    ["Haitian Creole", "ht", "Kreyòl ayisyen (Haitian Creole)", "203.0.113.73"],
  ])("%s without JavaScript: the error page and the confirmation page in it, the mail naming it", async (_, lang, named, address) => {
    const words = wordsOf(lang)
    const refused = await consultation.invoke(formPost({ form: "home", name: "", phone: "(212) 555-0147", lang }, address))
    expect(refused.statusCode).toBe(400)
    const errorPage = responseText(refused)
    expect(htmlLang(errorPage)).toBe(lang)
    expect(pageHeading(errorPage)).toBe(words.errorSummaryTitle)
    expect(errorPage).toContain(escapeHtml(words.fieldWords.find((field) => field.name === "name")!.error))

    const posted = await consultation.invoke(formPost({ form: "home", name: "Ana Pierre", phone: "(212) 555-0147", lang }, address))
    expect(posted.statusCode).toBe(303)
    const query = Object.fromEntries(new URL(posted.multiValueHeaders?.location?.[0] ?? "", "https://clinic.example.org").searchParams)
    const page = await consultation.invoke(hostEvent({ method: "GET", headers: { accept: "text/html" }, query }))
    expect(page.statusCode).toBe(200)
    expect(htmlLang(responseText(page))).toBe(lang)
    expect(pageHeading(responseText(page))).toBe(words.success.title)
    expect(lastMail().text).toContain(`Language of the request: ${named}\n`)
  })

  it("an unknown language gets English, and the mail says English", async () => {
    const refused = await consultation.invoke(formPost({ form: "home", name: "", phone: "(212) 555-0147", lang: "xx" }, "203.0.113.74"))
    expect(htmlLang(responseText(refused))).toBe("en")
    expect(pageHeading(responseText(refused))).toBe(forms.errorSummaryTitle)
    const sent = await consultation.invoke(json({ ...valid, lang: "xx" }, "203.0.113.74"))
    expect(sent.statusCode).toBe(200)
    expect(lastMail().text).toContain("Language of the request: English\n")
  })
})
