/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import english from "../../content/forms.json"
import { endpointTranslations } from "../../src/lib/build-time/translations/endpoint-translations"
import { loadSiteContent } from "../../src/lib/build-time/content/content-snapshot"
import { readConfig } from "../../src/lib/server/consultation/config"
import { mailWords } from "../../src/lib/server/consultation/copy"
import { createTransport, type Transport } from "../../src/lib/server/consultation/delivery"
import { createConsultationService, type ConsultationHttpRequest } from "../../src/lib/server/consultation/handler"
import { RequestStore } from "../../src/lib/server/consultation/request-store"
import { retryWaiting } from "../../src/lib/server/consultation/retry"
import type { EndpointTranslations } from "../../src/lib/shared/consultation/messages"
import { validateConsultation } from "../../src/lib/shared/consultation/schema"
import { startBlobsServer } from "../../scripts/lib/blobs-test-server"
import { startSmtp } from "../../scripts/lib/smtp-test-server"
import { contactBody } from "../support/consultation-request"
import { reviewTranslation } from "../support/reviewers"
import { readMail } from "../support/mail"
import { pageHeading } from "../support/result-page"
import { RECEIPT_KEY, STORE_KEY } from "../support/consultation-keys"

/**
 * A patient who reads Spanish or Haitian Creole sends the form from a page in that language: the
 * endpoint answers in it (JSON and the pages a browser without JavaScript gets) where this build
 * publishes its translation, in English otherwise, and the clinic's mail names the language.
 */
const ROOT = path.join(__dirname, "..", "..")

/**
 * A copy of the site (content/ copied, the site's pages linked: the answers' links follow their
 * languages) in which no translation is approved yet, whatever the clinic's translators have
 * approved since: each test approves what it needs.
 */
function siteWithoutTranslationReviews(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "endpoint-languages-"))
  fs.cpSync(path.join(ROOT, "content"), path.join(copy, "content"), { recursive: true })
  fs.mkdirSync(path.join(copy, "src"))
  fs.symlinkSync(path.join(ROOT, "src", "pages"), path.join(copy, "src", "pages"))
  for (const { path: file, data } of loadSiteContent(copy, {}).translations) {
    fs.writeFileSync(path.join(copy, "content", file), JSON.stringify({ ...(data as object), approvals: undefined }))
  }
  return copy
}
const wordsOf = (lang: string): typeof english => JSON.parse(fs.readFileSync(path.join(ROOT, "content", lang, "forms.json"), "utf8"))
const es = wordsOf("es")
const ht = wordsOf("ht")

const quiet = () => undefined
// A copy of content/ and a local Blobs server are slow on a shared 2-core machine.
jest.setTimeout(30_000)
// A preview's build publishes the unreviewed translations; a production build only reviewed ones.
const previewContent = loadSiteContent(ROOT, {})
const preview = endpointTranslations(previewContent)
/**
 * The address of a page in `lang` in this (preview) build: its translation's where the build makes
 * it, else the English page's (a home page whose new treatment is not translated yet, for one).
 */
const pageIn = (route: string, lang: string) => previewContent.pages.get(route)?.find((page) => page.lang === lang)?.path ?? route

const json = (body: object): ConsultationHttpRequest => ({
  method: "POST",
  headers: { "content-type": "application/json", accept: "application/json" },
  body,
  socketAddress: "127.0.0.1",
})
const noScript = (body: Record<string, string>): ConsultationHttpRequest => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
  body,
  socketAddress: "127.0.0.1",
})
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#39;").replace(/"/g, "&quot;")
const htmlLang = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1]

let smtp: Awaited<ReturnType<typeof startSmtp>>
beforeEach(async () => {
  smtp = await startSmtp()
})
afterEach(() => smtp.close())

const smtpEnv = () => ({
  SMTP_URL: smtp.url,
  CONSULTATION_SMTP_PLAINTEXT: "local",
  CONSULTATION_TO: "clinic@example.org",
  CONSULTATION_FROM: "Website <web@clinic.example.org>",
  CONSULTATION_RECEIPT_KEY: RECEIPT_KEY,
})
const service = (translations: EndpointTranslations = preview) =>
  createConsultationService(readConfig(smtpEnv()), { log: quiet, translations })
const mails = () => smtp.received.map((mail) => readMail(mail.raw))

describe("the request carries the page's language", () => {
  it("keeps a known language and takes anything else, or none, for English, never as an error", () => {
    const lang = (value: unknown) => {
      const result = validateConsultation({ ...contactBody, lang: value })
      if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`)
      return result.data.lang
    }
    expect([lang("es"), lang("fr"), lang("ht"), lang("en")]).toEqual(["es", "fr", "ht", "en"])
    expect([lang("xx"), lang("ES"), lang(7), lang(["es"]), lang(undefined)]).toEqual(["en", "en", "en", "en", "en"])
  })
})

describe.each([
  ["Spanish", "es", es, "Español (Spanish)"],
  ["Haitian Creole", "ht", ht, "Kreyòl ayisyen (Haitian Creole)"],
])("a request in %s", (_, lang, words, named) => {
  it("with JavaScript: its errors and its reply come in its language, and the mail names the language in English", async () => {
    const handle = service()
    const refused = await handle(json({ ...contactBody, email: "not an address", lang }))
    expect(refused.status).toBe(400)
    expect(JSON.parse(refused.body)).toMatchObject({ message: words.errorSummaryTitle, errors: { email: "email" } })

    const sent = await handle(json({ ...contactBody, lang }))
    expect(sent.status).toBe(200)
    const { reference } = JSON.parse(sent.body)
    const [mail] = mails()
    expect(mail.subject).toBe(`Consultation request ${reference}, Language of the request: ${named}`)
    expect(mail.text).toContain(`Language of the request: ${named}\n`)
    // The rest of the mail is the staff's English, the patient's words as typed.
    expect(mail.text).toContain(`${english.fieldWords.find((field) => field.name === "condition")!.label}: Sports injury`)
  })

  it("without JavaScript: the error page and the confirmation page are in its language", async () => {
    const handle = service()
    const form = { form: "home", name: "Ana Pierre", phone: "12", lang, fillMs: "", website: "" }
    const refused = await handle(noScript(form))
    expect(refused.status).toBe(400)
    expect(htmlLang(refused.body)).toBe(lang)
    expect(pageHeading(refused.body)).toBe(words.errorSummaryTitle)
    expect(refused.body).toContain(escapeHtml(words.fieldWords.find((field) => field.name === "phone")!.error))
    expect(refused.body).toContain(escapeHtml(words.noScript.back))
    // Its links lead to the pages in its language, where this (preview) build makes them.
    expect(refused.body).toContain(`<a href="${pageIn("/contact", lang)}">${escapeHtml(words.noScript.formLink.label)}</a>`)
    expect(refused.body).toContain(`<a href="${pageIn("/", lang)}">${escapeHtml(words.noScript.homeLink.label)}</a>`)

    const posted = await handle(noScript({ ...form, phone: "(212) 555-0147" }))
    expect(posted.status).toBe(303)
    const location = new URL(posted.headers.Location, "https://clinic.example.org")
    expect(location.searchParams.get("lang")).toBe(lang)
    const page = await handle({ method: "GET", headers: { accept: "text/html" }, query: Object.fromEntries(location.searchParams) })
    expect(page.status).toBe(200)
    expect(htmlLang(page.body)).toBe(lang)
    expect(pageHeading(page.body)).toBe(words.success.title)
    expect(page.body).toContain(escapeHtml(words.success.emergency))
    expect(mails()[0].text).toContain(`Language of the request: ${named}\n`)
  })
})

describe("a language the endpoint cannot answer in", () => {
  it("an unknown language gets English, and the mail says English", async () => {
    const handle = service()
    const refused = await handle(noScript({ form: "home", name: "", phone: "(212) 555-0147", lang: "tlh" }))
    expect(htmlLang(refused.body)).toBe("en")
    expect(pageHeading(refused.body)).toBe(english.errorSummaryTitle)
    const sent = await handle(json({ ...contactBody, lang: "tlh" }))
    expect(sent.status).toBe(200)
    const [mail] = mails()
    expect(mail.subject).toBe(`Consultation request ${JSON.parse(sent.body).reference}`)
    expect(mail.text).toContain("Language of the request: English\n")
  })

  it("a production build publishes only reviewed translations: the others are answered in English and their words are not in the function", async () => {
    const copy = siteWithoutTranslationReviews()
    let production: EndpointTranslations
    try {
      production = endpointTranslations(loadSiteContent(copy, { CONTEXT: "production" }))
    } finally {
      fs.rmSync(copy, { recursive: true, force: true })
    }
    expect(production).toEqual({})
    const reply = await service(production)(json({ ...contactBody, email: "x", lang: "es" }))
    expect(JSON.parse(reply.body).message).toBe(english.errorSummaryTitle)
    // The mail still names the page's language: the clinic calls back in it.
    await service(production)(json({ ...contactBody, lang: "es" }))
    expect(mails()[0].text).toContain("Language of the request: Español (Spanish)\n")
  })

  it("a reviewed translation is published in production, with the English file's language-independent values; a broken one never", () => {
    const copy = siteWithoutTranslationReviews()
    try {
      for (const file of ["forms.json", "shared.json", "site.json"]) reviewTranslation(path.join(copy, "content"), "es", file)
      // A language-independent value changed in English only (the contact page's address): the translation takes the English one.
      const formsFile = path.join(copy, "content", "forms.json")
      const changed = { ...english, noScript: { ...english.noScript, formLink: { ...english.noScript.formLink, path: "/contact-us" } } }
      fs.writeFileSync(formsFile, JSON.stringify(changed))
      const translations = endpointTranslations(loadSiteContent(copy, { CONTEXT: "production" }))
      expect(Object.keys(translations)).toEqual(["es"])
      expect(translations.es!.forms.errorSummaryTitle).toBe(es.errorSummaryTitle)
      // The Spanish pages are not reviewed: the links lead to the English ones.
      expect(translations.es!.forms.noScript.formLink.path).toBe("/contact-us")
      expect(translations.es!.forms.noScript.homeLink.path).toBe("/")
      expect(JSON.stringify(translations)).not.toContain(ht.errorSummaryTitle)

      // A broken translation (a list shorter than the English one) is left out of every build.
      const htForms = path.join(copy, "content", "ht", "forms.json")
      fs.writeFileSync(htForms, JSON.stringify({ ...ht, conditions: ht.conditions.slice(1) }))
      expect(Object.keys(endpointTranslations(loadSiteContent(copy, {})))).toEqual(["es", "fr"])
    } finally {
      fs.rmSync(copy, { recursive: true, force: true })
    }
  })
})

describe("a request kept while the mail is down", () => {
  it("keeps its language, so the mail of a later retry names it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "endpoint-languages-blobs-"))
    const blobs = await startBlobsServer(dir)
    try {
      const key = STORE_KEY
      const down: Transport = {
        kind: "smtp",
        deliver: async () => {
          throw Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" })
        },
        alert: async () => undefined,
      }
      const handle = createConsultationService(readConfig(smtpEnv()), {
        transport: down,
        log: quiet,
        translations: preview,
        openStore: () => new RequestStore(blobs.blobs, key),
      })
      const held = await handle(json({ ...contactBody, lang: "ht" }))
      expect(held.status).toBe(202)
      const { reference } = JSON.parse(held.body)

      const policy = {
        retentionMs: 30 * 86_400_000,
        alertAfterMs: 3_600_000,
        leaseMs: 120_000,
        concurrency: 4,
        takeNewForMs: 10_000,
        now: () => Date.now() + 600_000,
      }
      const transport = createTransport(readConfig(smtpEnv()), mailWords, quiet)
      await retryWaiting(new RequestStore(blobs.blobs, key), transport, policy, quiet)
      const [mail] = mails()
      expect(mail.subject).toBe(`Consultation request ${reference}, Language of the request: Kreyòl ayisyen (Haitian Creole)`)
      expect(mail.text).toContain("Language of the request: Kreyòl ayisyen (Haitian Creole)\n")
    } finally {
      await blobs.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
