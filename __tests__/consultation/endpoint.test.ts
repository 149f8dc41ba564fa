/** @jest-environment node */
import { randomBytes } from "node:crypto"
import { promises as fs } from "node:fs"
import os from "node:os"
import path from "node:path"
import forms from "../../content/forms.json"
import site from "../../content/site.json"
import { readConfig, type ConsultationConfig } from "../../src/lib/server/consultation/config"
import type { StoredRequest } from "../../src/lib/server/consultation/delivery"
import type { ConsultationRequest } from "../../src/lib/shared/consultation/schema"
import { createConsultationService, receiptOf, type ConsultationHttpRequest } from "../../src/lib/server/consultation/handler"
import { selfSignedCertificate, startSmtp } from "../../scripts/lib/smtp-test-server"
import { contactBody } from "../support/consultation-request"
import { RECEIPT_KEY, STORE_KEY } from "../support/consultation-keys"
import { pageHeading } from "../support/result-page"

function post(body: unknown, headers: Record<string, string> = {}): ConsultationHttpRequest {
  return {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      "content-length": String(JSON.stringify(body).length),
      ...headers,
    },
    body,
    socketAddress: "127.0.0.1",
  }
}

let dir: string
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "consultation-"))
})
afterEach(() => fs.rm(dir, { recursive: true, force: true }))

const outboxFile = () => path.join(dir, "out", "requests.jsonl")

function config(env: Record<string, string> = {}): ConsultationConfig {
  return readConfig({ CONSULTATION_OUTBOX: outboxFile(), ...env })
}

/** The requests in the outbox; a test that posted one kind of form only can name it (`outboxLines<ConsultationRequest>()`). */
async function outboxLines<R extends ConsultationRequest = ConsultationRequest>(): Promise<Array<StoredRequest & { request: R }>> {
  const text = await fs.readFile(outboxFile(), "utf8").catch(() => "")
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line))
}

const quiet = () => undefined
const referenceOf = (reply: { body: string }) => JSON.parse(reply.body).reference as string

describe("delivery to the local outbox (a developer's machine, no SMTP configured)", () => {
  it("answers with a reference only after the request is in the outbox, without unknown fields", async () => {
    const logs: string[] = []
    const handle = createConsultationService(config(), { log: (l) => logs.push(l) })
    const reply = await handle(post(contactBody))
    expect(reply.status).toBe(200)
    const [stored] = await outboxLines()
    expect(stored.reference).toBe(referenceOf(reply))
    expect(stored.reference).toMatch(/^CR-[A-Z2-9]{8}$/)
    expect(stored.suspected).toBeUndefined()
    expect(stored.request).toEqual({
      form: "contact",
      firstName: "Ana",
      lastName: "Pierre",
      email: "ana@example.com",
      phone: "(212) 555-0147",
      condition: "sports",
      message: "Torn ACL last spring.",
      consent: true,
      lang: "en",
    })
    // announced once, and no health detail in the log
    expect(logs.filter((l) => l.includes("NOT e-mailed"))).toHaveLength(1)
    expect(logs.join("\n")).not.toMatch(/Ana|Pierre|ACL|555-0147|example\.com/)
  })

  it("creates the outbox private to its owner (0600) and appends", async () => {
    const handle = createConsultationService(config(), { log: quiet })
    await handle(post(contactBody))
    await handle(post({ form: "home", name: "Bo", email: "bo@example.com", fillMs: 5000 }))
    const stat = await fs.stat(outboxFile())
    expect(stat.mode & 0o777).toBe(0o600)
    expect((await outboxLines()).map((l) => l.request.form)).toEqual(["contact", "home"])
  })

  it("loses nothing under 200 concurrent requests", async () => {
    const handle = createConsultationService(config({ CONSULTATION_RATE_LIMIT: "0" }), { log: quiet })
    const replies = await Promise.all(Array.from({ length: 200 }, (_, i) => handle(post({ ...contactBody, message: `request ${i}` }))))
    expect(replies.every((r) => r.status === 200)).toBe(true)
    const lines = await outboxLines<ConsultationRequest>()
    expect(lines).toHaveLength(200)
    expect(new Set(lines.map((l) => l.request.message)).size).toBe(200)
    expect(new Set(lines.map((l) => l.reference))).toEqual(new Set(replies.map(referenceOf)))
  })

  it("answers 503 with the clinic's phone when the outbox cannot be written", async () => {
    await fs.writeFile(path.join(dir, "out"), "a file where the folder should be")
    const handle = createConsultationService(config(), { log: quiet })
    const reply = await handle(post(contactBody))
    expect(reply.status).toBe(503)
    expect(JSON.parse(reply.body).message).toContain(site.phone)
  })

  it("cuts a write that failed part way back, so the next request starts on a line of its own", async () => {
    const handle = createConsultationService(config(), { log: quiet })
    await handle(post(contactBody))
    const before = await fs.readFile(outboxFile(), "utf8")
    // A full disk: half the line reaches the file, then the write fails.
    const probe = await fs.open(path.join(dir, "probe"), "w")
    const fileHandle = Object.getPrototypeOf(probe) as { writeFile: (data: string) => Promise<void> }
    await probe.close()
    const realWriteFile = fileHandle.writeFile
    const spy = jest.spyOn(fileHandle, "writeFile").mockImplementationOnce(async function (this: unknown, data: string) {
      await realWriteFile.call(this, data.slice(0, data.length / 2))
      throw Object.assign(new Error("no space left on device"), { code: "ENOSPC" })
    })
    try {
      expect((await handle(post({ ...contactBody, message: "lost" }))).status).toBe(503)
    } finally {
      spy.mockRestore()
    }
    expect(await fs.readFile(outboxFile(), "utf8")).toBe(before)
    expect((await handle(post({ ...contactBody, message: "after" }))).status).toBe(200)
    expect((await outboxLines<ConsultationRequest>()).map((l) => l.request.message)).toEqual(["Torn ACL last spring.", "after"])
  })

  it("refuses an outbox path that is a symbolic link (503), and writes nothing through it", async () => {
    const target = path.join(dir, "elsewhere.jsonl")
    await fs.writeFile(target, "")
    await fs.mkdir(path.join(dir, "out"))
    await fs.symlink(target, outboxFile())
    const handle = createConsultationService(config(), { log: quiet })
    expect((await handle(post(contactBody))).status).toBe(503)
    expect(await fs.readFile(target, "utf8")).toBe("")
  })

  // A function on the host gets SITE_ID, SITE_NAME and URL at run time, never NETLIFY (set during builds only).
  it.each([
    ["a function on the host", { SITE_ID: "1d01c0c0-4554-4747-93b8-34ce3448ab95", SITE_NAME: "clinic", URL: "https://clinic.example.org" }],
    ["a Netlify build", { NETLIFY: "true" }],
  ])(
    "keeps no outbox in %s, even one named: without SMTP settings it answers 503 with the phone and logs one configuration error",
    async (_, hostEnv) => {
      const logs: string[] = []
      const env = { ...hostEnv, CONSULTATION_OUTBOX: path.join(dir, "outbox.jsonl") }
      const handle = createConsultationService(readConfig(env, dir), { log: (l) => logs.push(l) })
      for (let i = 0; i < 2; i++) {
        const reply = await handle(post(contactBody))
        expect(reply.status).toBe(503)
        expect(JSON.parse(reply.body).message).toContain(site.phone)
      }
      expect(logs.filter((l) => l.includes("CONFIGURATION ERROR"))).toHaveLength(1)
      expect(logs.join("\n")).toContain("SMTP_URL and CONSULTATION_TO are not set on the host")
      expect(await fs.readdir(dir)).toEqual([])
    },
  )
})

describe("delivery by SMTP (a real server on loopback)", () => {
  let certificate: ReturnType<typeof selfSignedCertificate>
  beforeAll(() => {
    certificate = selfSignedCertificate()
  })
  afterAll(() => certificate.cleanUp())

  /** A server that offers STARTTLS with the self-signed certificate, which the endpoint trusts through CONSULTATION_SMTP_CA_FILE. */
  const startTlsServer = (options = {}) => startSmtp({ disabledCommands: [], key: certificate.key, cert: certificate.cert, ...options })
  const tlsEnv = (url: string, to = "clinic@example.org") => ({
    SMTP_URL: url,
    CONSULTATION_TO: to,
    CONSULTATION_FROM: "Website <web@clinic.example.org>",
    CONSULTATION_SMTP_CA_FILE: certificate.certFile,
  })

  it("mails the request over STARTTLS with the right fields, a reply-to and a Message-ID made from the reference", async () => {
    const smtp = await startTlsServer()
    try {
      const handle = createConsultationService(config(tlsEnv(smtp.url)), { log: quiet })
      const reply = await handle(post(contactBody))
      expect(reply.status).toBe(200)
      const reference = referenceOf(reply)
      expect(smtp.received).toHaveLength(1)
      const mail = smtp.received[0]
      expect(mail.secure).toBe(true)
      expect(mail.to).toEqual(["clinic@example.org"])
      expect(mail.from).toBe("web@clinic.example.org")
      expect(mail.raw).toMatch(new RegExp(`^Subject: Consultation request ${reference}\\r?$`, "m"))
      expect(mail.raw).toMatch(new RegExp(`^Message-ID: <${reference}\\.[0-9a-f]{12}@clinic\\.example\\.org>\\r?$`, "m"))
      expect(mail.raw).toMatch(/^Reply-To: ana@example\.com\r?$/m)
      for (const text of [
        "First name: Ana",
        "Last name: Pierre",
        "Phone: (212) 555-0147",
        "Condition of interest: Sports injury",
        "Torn ACL last spring.",
      ]) {
        expect(mail.raw).toContain(text)
      }
      expect(mail.raw).not.toContain("admin")
      expect(await outboxLines()).toEqual([])
    } finally {
      await smtp.close()
    }
  })

  it("sends nothing to a server without STARTTLS: 503 with the phone, and no health detail or password in plain text", async () => {
    const smtp = await startSmtp({ authOptional: false, onAuth: (_auth, _session, callback) => callback(null, { user: "clinic" }) })
    try {
      const handle = createConsultationService(config(tlsEnv(`smtp://clinic:secret@127.0.0.1:${smtp.port}`)), { log: quiet })
      const reply = await handle(post(contactBody))
      expect(reply.status).toBe(503)
      expect(JSON.parse(reply.body).message).toContain(site.phone)
      expect(smtp.received).toEqual([])
    } finally {
      await smtp.close()
    }
  })

  it.each(["requireTLS=false", "ignoreTLS=true", "tls.rejectUnauthorized=false", "secure=false"])(
    "refuses an SMTP_URL whose query says %s: a configuration error, 503 with the phone, nothing sent in clear",
    async (option) => {
      const smtp = await startSmtp({ authOptional: false, onAuth: (_auth, _session, callback) => callback(null, { user: "clinic" }) })
      try {
        const logs: string[] = []
        const handle = createConsultationService(config(tlsEnv(`smtp://clinic:secret@127.0.0.1:${smtp.port}?${option}`)), {
          log: (line) => logs.push(line),
        })
        const reply = await handle(post(contactBody))
        expect(reply.status).toBe(503)
        expect(JSON.parse(reply.body).message).toContain(site.phone)
        expect(smtp.received).toEqual([])
        expect(logs.join("\n")).toMatch(/CONFIGURATION ERROR: SMTP_URL must not carry options/)
      } finally {
        await smtp.close()
      }
    },
  )

  it("refuses a certificate it does not trust (no CA setting): 503, nothing sent", async () => {
    const smtp = await startTlsServer()
    try {
      const handle = createConsultationService(config({ SMTP_URL: smtp.url, CONSULTATION_TO: "clinic@example.org" }), { log: quiet })
      expect((await handle(post(contactBody))).status).toBe(503)
      expect(smtp.received).toEqual([])
    } finally {
      await smtp.close()
    }
  })

  it("sends in plain text only to a local mail catcher, and only when told so", async () => {
    const smtp = await startSmtp()
    try {
      const handle = createConsultationService(
        config({ SMTP_URL: smtp.url, CONSULTATION_TO: "clinic@example.org", CONSULTATION_SMTP_PLAINTEXT: "local" }),
        { log: quiet },
      )
      expect((await handle(post(contactBody))).status).toBe(200)
      expect(smtp.received).toHaveLength(1)
    } finally {
      await smtp.close()
    }
    expect(
      readConfig({ SMTP_URL: "smtp://mail.example.org:587", CONSULTATION_TO: "a@example.org", CONSULTATION_SMTP_PLAINTEXT: "local" })
        .configError,
    ).toMatch(/only for a mail catcher on this machine/)
  })

  it("logs a partial failure when one of two recipients refuses, and still answers 200", async () => {
    const smtp = await startTlsServer({
      onRcptTo(address: { address: string }, _session: unknown, callback: (error?: Error) => void) {
        if (address.address === "gone@example.org") callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 550 }))
        else callback()
      },
    })
    const logs: string[] = []
    try {
      const handle = createConsultationService(config(tlsEnv(smtp.url, "clinic@example.org, gone@example.org")), {
        log: (l) => logs.push(l),
      })
      const reply = await handle(post(contactBody))
      expect(reply.status).toBe(200)
      expect(smtp.received.map((m) => m.to)).toEqual([["clinic@example.org"]])
      expect(logs).toContain(`[consultation] ${referenceOf(reply)} partial delivery: 1 of 2 recipients refused the mail`)
    } finally {
      await smtp.close()
    }
  })

  it("answers 503 with the phone when the SMTP server is down, and when it rejects every recipient", async () => {
    const down = await startSmtp()
    await down.close()
    const refusing = await startTlsServer({
      onRcptTo(_address: unknown, _session: unknown, callback: (error?: Error) => void) {
        callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 550 }))
      },
    })
    try {
      for (const url of [down.url, refusing.url]) {
        const reply = await createConsultationService(config(tlsEnv(url)), { log: quiet })(post(contactBody))
        expect(reply.status).toBe(503)
        expect(JSON.parse(reply.body).message).toContain(site.phone)
      }
    } finally {
      await refusing.close()
    }
  })

  it("aborts a send the server has not accepted in time: 503, and the connection is closed before the server accepts", async () => {
    let noteClosed: (at: number) => void = () => undefined
    const closed = new Promise<number>((resolve) => (noteClosed = resolve))
    const smtp = await startTlsServer({
      onData(stream: NodeJS.ReadableStream, _session: unknown, callback: () => void) {
        stream.resume()
        stream.on("end", () => setTimeout(() => callback(), 3000).unref())
      },
      onClose() {
        noteClosed(Date.now())
      },
    })
    try {
      const handle = createConsultationService(config({ ...tlsEnv(smtp.url), CONSULTATION_SEND_TIMEOUT_MS: "500" }), { log: quiet })
      const started = Date.now()
      const reply = await handle(post(contactBody))
      expect(reply.status).toBe(503)
      // When the server saw the connection close, whenever the event comes (never: the test times out).
      expect((await closed) - started).toBeLessThan(3000)
    } finally {
      await smtp.close()
    }
  })

  it("gives every retry of one filled-in form the same reference and Message-ID, and a corrected retry a reference of its own", async () => {
    const smtp = await startTlsServer()
    try {
      const handle = createConsultationService(config(tlsEnv(smtp.url)), { log: quiet })
      const first = referenceOf(await handle(post({ ...contactBody, reference: "CR-ABCDEFGH" })))
      const retry = referenceOf(await handle(post({ ...contactBody, reference: "CR-ABCDEFGH" })))
      const corrected = referenceOf(await handle(post({ ...contactBody, phone: "(212) 555-0199", reference: "CR-ABCDEFGH" })))
      expect(first).toMatch(/^CR-[A-Z2-9]{8}$/)
      expect(retry).toBe(first)
      expect(corrected).not.toBe(first)
      const ids = smtp.received.map((m) => /^Message-ID: (.*?)\r?$/m.exec(m.raw)?.[1])
      expect(ids[0]).toMatch(new RegExp(`^<${first}\\.[0-9a-f]{12}@clinic\\.example\\.org>$`))
      // The same message twice (a mail program may keep one); the corrected one is not taken for a copy.
      expect(ids[1]).toBe(ids[0])
      expect(ids[2]).not.toBe(ids[0])
      // A reference in any other shape is not taken: the endpoint makes its own.
      expect(referenceOf(await handle(post({ ...contactBody, reference: "CR-<script>" })))).toMatch(/^CR-[A-Z2-9]{8}$/)
    } finally {
      await smtp.close()
    }
  })

  it("never mails a request under another patient's reference, even where no store says which references are taken", async () => {
    const smtp = await startTlsServer()
    try {
      const handle = createConsultationService(config(tlsEnv(smtp.url)), { log: quiet })
      // Another patient's reference, seen on a shared screen or a confirmation link, sent with other words.
      const theirs = referenceOf(await handle(post({ ...contactBody, reference: "CR-ABCDEFGH" })))
      const mine = referenceOf(await handle(post({ ...contactBody, firstName: "Bo", message: "Not Ana.", reference: theirs })))
      const again = referenceOf(await handle(post({ ...contactBody, firstName: "Cy", reference: "CR-ABCDEFGH" })))
      expect(new Set([theirs, mine, again]).size).toBe(3)
      const subjects = smtp.received.map((m) => /^Subject: (.*?)\r?$/m.exec(m.raw)?.[1])
      expect(subjects).toEqual([theirs, mine, again].map((reference) => `Consultation request ${reference}`))
    } finally {
      await smtp.close()
    }
  })

  it("cannot be made to add a header or a recipient", async () => {
    const smtp = await startTlsServer()
    try {
      const handle = createConsultationService(config(tlsEnv(smtp.url)), { log: quiet })
      const reply = await handle(
        post({ ...contactBody, email: "ana@example.com\r\nBcc: all@example.net", lastName: "Lee\r\nBcc: all@example.net" }),
      )
      expect(reply.status).toBe(400)
      const home = await handle(
        post({
          form: "home",
          name: "Bo",
          fillMs: 5000,
          email: "bo@example.com",
          message: "x\r\nBcc: all@example.net",
          to: "all@example.net",
        }),
      )
      expect(home.status).toBe(200)
      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0].to).toEqual(["clinic@example.org"])
      expect(smtp.received[0].raw).not.toMatch(/all@example\.net/)
    } finally {
      await smtp.close()
    }
  })

  it("marks a suspected automated request in the subject and delivers it", async () => {
    const smtp = await startTlsServer()
    try {
      const handle = createConsultationService(config(tlsEnv(smtp.url)), { log: quiet })
      const reply = await handle(post({ ...contactBody, website: "https://spam.example" }))
      expect(reply.status).toBe(200)
      expect(smtp.received[0].raw).toMatch(
        new RegExp(`^Subject: \\[Suspected automated\\] Consultation request ${referenceOf(reply)}\\r?$`, "m"),
      )
      expect(smtp.received[0].raw).toContain("SUSPECTED AUTOMATED (the hidden field was filled in)")
    } finally {
      await smtp.close()
    }
  })
})

describe("nothing a person sent is thrown away", () => {
  it.each([
    ["a filled hidden field (browser autofill)", { website: "Ana" }, "the hidden field was filled in"],
    ["a form sent 0.4 s after the first interaction", { fillMs: 400 }, "sent 0.4 s after the visitor started filling in"],
    ["no fill time", { fillMs: undefined }, "no fill time was sent"],
    ["a fill time that is an array", { fillMs: [9000] }, "no fill time was sent"],
    ["a fill time that is an object with toString", { fillMs: { toString: 1 } }, "no fill time was sent"],
  ])("delivers a request with %s, marked as suspected", async (_case, change, reason) => {
    const handle = createConsultationService(config(), { log: quiet })
    const reply = await handle(post({ ...contactBody, ...change }))
    expect(reply.status).toBe(200)
    const [stored] = await outboxLines()
    expect(stored.reference).toBe(referenceOf(reply))
    expect(stored.suspected).toBe(reason)
  })

  it("takes a fill time sent as digits as a person's, and delivers an empty one (no JavaScript, or a program) marked as suspected", async () => {
    const handle = createConsultationService(config(), { log: quiet })
    expect((await handle(post({ ...contactBody, fillMs: "3000" }))).status).toBe(200)
    expect((await handle(post({ ...contactBody, fillMs: "" }))).status).toBe(200)
    expect((await outboxLines()).map((l) => l.suspected)).toEqual([undefined, expect.stringMatching(/no fill time/)])
  })

  it("refuses only what fails validation, with field errors (400), and stores nothing", async () => {
    const handle = createConsultationService(config(), { log: quiet })
    const reply = await handle(post({ ...contactBody, email: "nope", consent: false }))
    expect(reply.status).toBe(400)
    expect(JSON.parse(reply.body).errors).toEqual({ email: "email", consent: "consent" })
    expect(await outboxLines()).toEqual([])
  })
})

describe("a post from another site's page", () => {
  it.each([
    ["an Origin of another site", { origin: "https://evil.example", host: "clinic.example" }],
    ["an Origin of null (a sandboxed frame)", { origin: "null", host: "clinic.example" }],
    ["Fetch Metadata saying cross-site", { "sec-fetch-site": "cross-site", host: "clinic.example" }],
    ["Fetch Metadata saying same-site (another subdomain)", { "sec-fetch-site": "same-site", host: "clinic.example" }],
  ])("is refused (403) when it carries %s: nothing stored, a page that confirms nothing", async (_name, headers) => {
    const handle = createConsultationService(config(), { log: quiet })
    const asJson = await handle(post(contactBody, headers))
    expect(asJson.status).toBe(403)
    expect(JSON.parse(asJson.body)).toEqual({ ok: false, message: `${forms.rejected} ${site.phone}.` })
    const asPage = await handle(post(contactBody, { ...headers, accept: "text/html" }))
    expect(asPage.status).toBe(403)
    expect(pageHeading(asPage.body)).not.toBe(forms.success.title)
    expect(await outboxLines()).toEqual([])
  })

  it.each([
    ["another site's page", "https://evil.example/form", 403],
    ["a page of another subdomain", "https://evil.clinic.example/", 403],
    ["a malformed address", "not a url", 403],
    ["the site's own page", "https://clinic.example/contact", 200],
  ])("without an Origin, judges by the Referer: %s", async (_name, referer, status) => {
    const handle = createConsultationService(config(), { log: quiet })
    expect((await handle(post(contactBody, { referer, host: "clinic.example" }))).status).toBe(status)
  })

  it("is taken from the site's own page, and from a program that says neither", async () => {
    const handle = createConsultationService(config(), { log: quiet })
    const own = { origin: "https://clinic.example", host: "clinic.example", "sec-fetch-site": "same-origin" }
    expect((await handle(post(contactBody, own))).status).toBe(200)
    expect((await handle(post(contactBody))).status).toBe(200)
    expect(await outboxLines()).toHaveLength(2)
  })
})

describe("the security headers of every answer", () => {
  const security = {
    "strict-transport-security": "max-age=63072000; includeSubDomains",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=()",
    "x-frame-options": "DENY",
  }
  const lowerCase = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
  const asForm = { "content-type": "application/x-www-form-urlencoded", accept: "text/html" }

  it("sends them with the redirect, every page and every JSON answer, and a policy that lets a page run nothing", async () => {
    const handle = createConsultationService(config(), { log: quiet })
    const redirect = await handle(post({ ...contactBody, consent: "on", fillMs: "" }, asForm))
    expect(redirect.status).toBe(303)
    const link = Object.fromEntries(new URL(redirect.headers.Location, "https://clinic.example.org").searchParams)
    const replies = [
      redirect,
      await handle({ method: "GET", headers: { accept: "text/html" }, query: link }),
      await handle({ method: "GET", headers: { accept: "text/html" }, query: { reference: "CR-ABCDEFGH" } }),
      await handle(post({ ...contactBody, phone: "12" }, asForm)),
      await handle(post(contactBody)),
      await handle({ ...post(contactBody), method: "PUT" }),
      await handle({ ...post(contactBody), headers: { ...post(contactBody).headers, origin: "https://evil.example" } }),
      await handle({ ...post(contactBody, { accept: "text/html" }), body: undefined, readBody: () => Promise.reject(new Error("cut")) }),
    ]
    expect(replies.map((reply) => reply.status)).toEqual([303, 200, 404, 400, 200, 405, 403, 500])
    for (const reply of replies) {
      const headers = lowerCase(reply.headers)
      expect(headers).toMatchObject(security)
      const csp = headers["content-security-policy"]
      expect(csp).toContain("default-src 'none'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toContain("script-src")
    }
  })
})

describe("one answer for every request", () => {
  it("answers the 50-byte request that used to kill the function", async () => {
    const handle = createConsultationService(config(), { log: quiet })
    const reply = await handle({
      ...post({}),
      body: undefined,
      readBody: async () => Buffer.from('{"form":"contact","fillMs":{"toString":1}}'),
    })
    expect(reply.status).toBe(400)
  })

  it("turns a failure inside into a 500 with the clinic's phone and a log line without the request", async () => {
    const logs: string[] = []
    const handle = createConsultationService(config(), { log: (l) => logs.push(l) })
    const broken = {
      ...post(contactBody),
      body: undefined,
      readBody: () => Promise.reject(new TypeError("stream broke reading Ana's knee")),
    }
    const reply = await handle(broken)
    expect(reply.status).toBe(500)
    expect(JSON.parse(reply.body).message).toContain(site.phone)
    expect(logs.at(-1)).toBe("[consultation] 500 unexpected TypeError")
    expect(logs.join("\n")).not.toMatch(/Ana|knee/)
  })
})

describe("protection", () => {
  it("allows only POST (405 with Allow); a GET with a reference gets the confirmation page, or 404 if it confirms nothing", async () => {
    const handle = createConsultationService(config(), { log: quiet })
    const reply = await handle({ ...post(contactBody), method: "GET" })
    expect(reply.status).toBe(405)
    expect(reply.headers.Allow).toBe("POST")
    expect((await handle({ ...post(contactBody), method: "GET", query: { reference: "CR-<b>x</b>" } })).status).toBe(404)
  })

  it.each(["text/plain", "multipart/form-data; boundary=x", "application/xml", ""])("refuses the body type %p (415)", async (type) => {
    const handle = createConsultationService(config(), { log: quiet })
    expect((await handle(post(contactBody, { "content-type": type }))).status).toBe(415)
  })

  it("refuses a body over the size limit (413)", async () => {
    const handle = createConsultationService(config({ CONSULTATION_MAX_BODY_BYTES: "1000" }), { log: quiet })
    expect((await handle(post(contactBody, { "content-length": "1001" }))).status).toBe(413)
  })

  it("reads the raw body itself: 413 past the limit, 400 for malformed JSON without quoting it in the log", async () => {
    const logs: string[] = []
    const handle = createConsultationService(config({ CONSULTATION_MAX_BODY_BYTES: "100" }), { log: (l) => logs.push(l) })
    const raw = (text: string) => ({
      ...post({}, { "content-length": "" }),
      body: undefined,
      readBody: async (max: number) => (text.length > max ? null : Buffer.from(text)),
    })
    expect((await handle(raw("x".repeat(101)))).status).toBe(413)
    expect((await handle(raw('{"message": secret knee pain'))).status).toBe(400)
    expect(logs.join("\n")).not.toContain("secret")
    const urlencoded = {
      ...raw("form=home&name=Bo&phone=2125550100&fillMs=5000"),
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    }
    expect((await handle(urlencoded)).status).toBe(200)
    expect((await outboxLines())[0].request).toEqual({ form: "home", name: "Bo", phone: "2125550100", lang: "en" })
  })

  it("refuses a 16 KB phone number with the phone's error", async () => {
    const handle = createConsultationService(config({ CONSULTATION_MAX_BODY_BYTES: "100000" }), { log: quiet })
    const reply = await handle(post({ ...contactBody, phone: "1 ".repeat(8192) + "x" }))
    expect(reply.status).toBe(400)
    expect(JSON.parse(reply.body).errors).toEqual({ phone: "phone" })
  })

  it("answers a browser without JavaScript with a redirect to a confirmation page (POST/Redirect/GET), and errors with a readable page", async () => {
    const handle = createConsultationService(config(), { log: quiet })
    const html = { "content-type": "application/x-www-form-urlencoded", accept: "text/html" }
    const ok = await handle(post({ ...contactBody, consent: "on", fillMs: "" }, html))
    const [stored] = await outboxLines()
    expect(ok.status).toBe(303)
    const location = new URL(ok.headers.Location, "https://clinic.example.org")
    expect(location.pathname).toBe("/api/consultation")
    expect(location.searchParams.get("reference")).toBe(stored.reference)
    const query = Object.fromEntries(location.searchParams)
    const confirmation = await handle({ method: "GET", headers: { accept: "text/html" }, query })
    expect(confirmation.status).toBe(200)
    expect(confirmation.headers["Content-Type"]).toMatch(/text\/html/)
    expect(pageHeading(confirmation.body)).toBe(forms.success.title)
    expect(confirmation.body).toContain(stored.reference)
    // Reloading the confirmation stores nothing more.
    await handle({ method: "GET", headers: { accept: "text/html" }, query })
    expect(await outboxLines()).toHaveLength(1)
    const bad = await handle(post({ ...contactBody, phone: "x", fillMs: "" }, html))
    expect(bad.status).toBe(400)
    expect(bad.body).toContain("Enter a phone number like (212) 555-0147")
  })
})

describe("the confirmation page says a request reached the clinic only for the link made for it", () => {
  const confirmationOf = async (query: Record<string, string>) => {
    const handle = createConsultationService(config(), { log: quiet })
    return handle({ method: "GET", headers: { accept: "text/html" }, query })
  }
  const signedLink = async () => {
    const handle = createConsultationService(config(), { log: quiet })
    const html = { "content-type": "application/x-www-form-urlencoded", accept: "text/html" }
    const ok = await handle(post({ ...contactBody, consent: "on", fillMs: "" }, html))
    return Object.fromEntries(new URL(ok.headers.Location, "https://clinic.example.org").searchParams)
  }

  it("keeps confirming the delivered request in a new instance of the function (the same settings sign the same link)", async () => {
    const link = await signedLink()
    const confirmation = await confirmationOf(link)
    expect(confirmation.status).toBe(200)
    expect(confirmation.body).toContain(link.reference)
  })

  it.each([
    ["a typed-in reference without a receipt", (link: Record<string, string>) => ({ reference: link.reference })],
    ["another reference with a real receipt", (link: Record<string, string>) => ({ ...link, reference: "CR-ABCDEFGH" })],
    ["a receipt cut short", (link: Record<string, string>) => ({ ...link, receipt: link.receipt.slice(0, -1) })],
    ["a malformed reference", () => ({ reference: "<script>" })],
  ])("answers %s with 404 and a page that confirms nothing and gives the phone", async (_, forge) => {
    const confirmation = await confirmationOf(forge(await signedLink()))
    expect(confirmation.status).toBe(404)
    expect(pageHeading(confirmation.body)).toBe(forms.noScript.unconfirmed.title)
    expect(confirmation.body).toContain(site.phone)
    expect(confirmation.body).not.toContain("<script>")
  })

  it("confirms nothing where nothing can be delivered (the host without mail settings), whatever the link", async () => {
    const onHost = readConfig({ SITE_ID: "1d01c0c0-4554-4747-93b8-34ce3448ab95" })
    const handle = createConsultationService(onHost, { log: quiet })
    const reference = "CR-ABCDEFGH"
    const reply = await handle({
      method: "GET",
      headers: { accept: "text/html" },
      query: { reference, receipt: receiptOf(onHost.receiptKey, reference) },
    })
    expect(reply.status).toBe(404)
    expect(pageHeading(reply.body)).toBe(forms.noScript.unconfirmed.title)
  })

  it("signs with CONSULTATION_RECEIPT_KEY when it is set, so a change of mail settings keeps earlier links", async () => {
    const link = Object.fromEntries(
      new URL(
        (
          await createConsultationService(config({ CONSULTATION_RECEIPT_KEY: RECEIPT_KEY }), { log: quiet })(
            post(
              { ...contactBody, consent: "on", fillMs: "" },
              { "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
            ),
          )
        ).headers.Location,
        "https://clinic.example.org",
      ).searchParams,
    )
    const moved = config({ CONSULTATION_OUTBOX: path.join(dir, "moved", "outbox.jsonl"), CONSULTATION_RECEIPT_KEY: RECEIPT_KEY })
    const reply = await createConsultationService(moved, { log: quiet })({ method: "GET", headers: { accept: "text/html" }, query: link })
    expect(reply.status).toBe(200)
  })

  it("never derives the key from the mail settings: a developer's random key survives a change of them, and another machine's links confirm nothing", async () => {
    const here = readConfig({ CONSULTATION_OUTBOX: outboxFile() }, dir)
    const mailed = readConfig({ SMTP_URL: "smtps://clinic:guessable@smtp.example.org", CONSULTATION_TO: "a@example.org" }, dir)
    const elsewhere = readConfig({ CONSULTATION_OUTBOX: outboxFile() }, path.join(dir, "other-machine"))
    expect(mailed.receiptKey).toBe(here.receiptKey)
    expect(elsewhere.receiptKey).not.toBe(here.receiptKey)
    expect(here.receiptKey).toMatch(/^[0-9a-f]{64}$/)
    expect((await fs.stat(path.join(dir, ".netlify", "consultation-keys.json"))).mode & 0o777).toBe(0o600)
  })
})

describe("the keys are the host's own: the function refuses to start without them", () => {
  const onHost = {
    SITE_ID: "1d01c0c0-4554-4747-93b8-34ce3448ab95",
    SMTP_URL: "smtps://u:p@smtp.example.org",
    CONSULTATION_TO: "a@example.org",
  }
  const storeKey = STORE_KEY.toString("base64")

  it.each([
    ["CONSULTATION_RECEIPT_KEY", { CONSULTATION_STORE_KEY: storeKey }],
    ["CONSULTATION_STORE_KEY", { CONSULTATION_RECEIPT_KEY: RECEIPT_KEY }],
  ])("without %s every request is answered 503 with the phone, and the log names the variable", async (name, keys) => {
    const logs: string[] = []
    const handle = createConsultationService(readConfig({ ...onHost, ...keys }, dir), { log: (l) => logs.push(l) })
    const reply = await handle(post(contactBody))
    expect(reply.status).toBe(503)
    expect(JSON.parse(reply.body).message).toContain(site.phone)
    expect(logs.join("\n")).toMatch(new RegExp(`CONFIGURATION ERROR: ${name} is not set on the host`))
    expect(await fs.readdir(dir)).toEqual([])
  })

  it.each([
    [
      "a receipt key shorter than 32 characters",
      { CONSULTATION_RECEIPT_KEY: "short", CONSULTATION_STORE_KEY: storeKey },
      "CONSULTATION_RECEIPT_KEY is too short",
    ],
    [
      "a store key that is not 32 bytes",
      { CONSULTATION_RECEIPT_KEY: RECEIPT_KEY, CONSULTATION_STORE_KEY: "c2hvcnQ=" },
      "CONSULTATION_STORE_KEY is not 32 bytes",
    ],
    [
      "a receipt key of one letter repeated",
      { CONSULTATION_RECEIPT_KEY: "k".repeat(40), CONSULTATION_STORE_KEY: storeKey },
      "CONSULTATION_RECEIPT_KEY is not random enough",
    ],
    [
      "a receipt key of a short pattern repeated",
      { CONSULTATION_RECEIPT_KEY: "abc123".repeat(8), CONSULTATION_STORE_KEY: storeKey },
      "CONSULTATION_RECEIPT_KEY is not random enough",
    ],
    [
      "a receipt key that is a phrase of few letters",
      { CONSULTATION_RECEIPT_KEY: "aaaabbbbaaaabbbbabababababbbaaab", CONSULTATION_STORE_KEY: storeKey },
      "CONSULTATION_RECEIPT_KEY is not random enough",
    ],
    [
      "a store key of 32 equal bytes",
      { CONSULTATION_RECEIPT_KEY: RECEIPT_KEY, CONSULTATION_STORE_KEY: Buffer.alloc(32, 3).toString("base64") },
      "CONSULTATION_STORE_KEY is not random enough",
    ],
    [
      "a store key of a few bytes repeated",
      { CONSULTATION_RECEIPT_KEY: RECEIPT_KEY, CONSULTATION_STORE_KEY: Buffer.from("0123".repeat(16), "hex").toString("base64") },
      "CONSULTATION_STORE_KEY is not random enough",
    ],
  ])("refuses %s", (_, keys, message) => {
    expect(readConfig({ ...onHost, ...keys }, dir).configError).toContain(message)
  })

  it("starts with both keys set, each as the documented command makes it", () => {
    expect(
      readConfig({ ...onHost, CONSULTATION_RECEIPT_KEY: RECEIPT_KEY, CONSULTATION_STORE_KEY: storeKey }, dir).configError,
    ).toBeUndefined()
    // Every key `openssl rand -hex 32` and `openssl rand -base64 32` can make starts (a thousand of each, and 32 hex characters).
    for (let i = 0; i < 1000; i++) {
      const keys = {
        CONSULTATION_RECEIPT_KEY: randomBytes(i % 2 ? 32 : 16).toString("hex"),
        CONSULTATION_STORE_KEY: randomBytes(32).toString(i % 3 ? "base64" : "hex"),
      }
      expect({ keys, error: readConfig({ ...onHost, ...keys }, dir).configError }).toEqual({ keys, error: undefined })
    }
  })
})

describe("one rate-limit counter per visitor", () => {
  /** A request as the host delivers it: no socket, the visitor's address in the host's header. */
  const fromHost = (address: string, headers: Record<string, string> = {}, body: object = contactBody) => ({
    ...post(body, { "x-nf-client-connection-ip": address, ...headers }),
    socketAddress: undefined,
  })

  it("lets six visitors from six addresses through, and limits one visitor over the limit (429 with Retry-After)", async () => {
    const handle = createConsultationService(config({ CONSULTATION_RATE_LIMIT: "5" }), { log: quiet })
    for (let i = 1; i <= 6; i++) expect((await handle(fromHost(`203.0.113.${i}`))).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await handle(fromHost("203.0.113.1"))).status).toBe(200)
    const limited = await handle(fromHost("203.0.113.1"))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers["Retry-After"])).toBeGreaterThan(0)
    expect(JSON.parse(limited.body).message).toContain(site.phone)
    expect((await handle(fromHost("203.0.113.2"))).status).toBe(200)
  })

  it("counts every address of one IPv6 /64 as one visitor, and another /64 apart", async () => {
    const handle = createConsultationService(config({ CONSULTATION_RATE_LIMIT: "5" }), { log: quiet })
    const statuses: number[] = []
    for (let i = 1; i <= 20; i++) statuses.push((await handle(fromHost(`2001:db8:a:b::${i.toString(16)}`))).status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(15)
    expect((await handle(fromHost("2001:db8:a:c::1"))).status).toBe(200)
    expect((await handle(fromHost("2001:0db8:000a:000b:ffff:1:2:3"))).status).toBe(429)
  })

  it.each([
    "::ffff:203.0.113.9",
    "::FFFF:203.0.113.9",
    "::ffff:cb00:7109",
    "0:0:0:0:0:ffff:cb00:7109",
    "0000:0000:0000:0000:0000:ffff:cb00:7109",
    "0:0:0:0:0:ffff:203.0.113.9",
    "::0:ffff:203.0.113.9",
    "[::ffff:cb00:7109]",
  ])("counts an IPv4 address written as IPv6 (%s) as that IPv4 address", async (mapped) => {
    const handle = createConsultationService(config({ CONSULTATION_RATE_LIMIT: "1" }), { log: quiet })
    expect((await handle(fromHost("203.0.113.9"))).status).toBe(200)
    expect((await handle(fromHost(mapped))).status).toBe(429)
    expect((await handle(fromHost("203.0.113.10"))).status).toBe(200)
  })

  it("ignores a forged x-forwarded-for, and lets the window pass", async () => {
    let now = 1_000_000
    const handle = createConsultationService(config({ CONSULTATION_RATE_LIMIT: "2", CONSULTATION_RATE_WINDOW_MS: "60000" }), {
      log: quiet,
      now: () => now,
    })
    const forged = (n: number) => post(contactBody, { "x-forwarded-for": `198.51.100.${n}` })
    expect((await handle(forged(1))).status).toBe(200)
    expect((await handle(forged(2))).status).toBe(200)
    const limited = await handle(forged(3))
    expect(limited.status).toBe(429)
    expect(limited.headers["Retry-After"]).toBe("60")
    now += 60_000
    expect((await handle(forged(4))).status).toBe(200)
  })

  it("uses x-forwarded-for only when a trusted proxy is declared, taking the entry the proxy added", async () => {
    const handle = createConsultationService(config({ CONSULTATION_RATE_LIMIT: "1", CONSULTATION_TRUST_PROXY: "1" }), { log: quiet })
    expect((await handle(post(contactBody, { "x-forwarded-for": "6.6.6.6, 198.51.100.1" }))).status).toBe(200)
    expect((await handle(post(contactBody, { "x-forwarded-for": "6.6.6.6, 198.51.100.2" }))).status).toBe(200)
    expect((await handle(post(contactBody, { "x-forwarded-for": "7.7.7.7, 198.51.100.1" }))).status).toBe(429)
  })

  it("counts only requests it would deliver: a patient correcting a refused form is not told to wait", async () => {
    const handle = createConsultationService(config({ CONSULTATION_RATE_LIMIT: "2" }), { log: quiet })
    for (let i = 0; i < 5; i++) expect((await handle(fromHost("203.0.113.9", {}, { ...contactBody, phone: "12" }))).status).toBe(400)
    expect((await handle(fromHost("203.0.113.9"))).status).toBe(200)
    expect((await handle(fromHost("203.0.113.9"))).status).toBe(200)
    expect((await handle(fromHost("203.0.113.9"))).status).toBe(429)
  })

  it("still limits a flood of refused requests, at ten times the limit", async () => {
    const handle = createConsultationService(config({ CONSULTATION_RATE_LIMIT: "2" }), { log: quiet })
    for (let i = 0; i < 20; i++) expect((await handle(fromHost("203.0.113.10", {}, { ...contactBody, phone: "12" }))).status).toBe(400)
    const limited = await handle(fromHost("203.0.113.10", {}, { ...contactBody, phone: "12" }))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers["Retry-After"])).toBeGreaterThan(0)
  })

  it("does not throttle requests of unknown address together", async () => {
    const handle = createConsultationService(config({ CONSULTATION_RATE_LIMIT: "1" }), { log: quiet })
    for (let i = 0; i < 3; i++) expect((await handle({ ...post(contactBody), socketAddress: undefined })).status).toBe(200)
  })
})
