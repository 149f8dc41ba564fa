/** @jest-environment node */
import { promises as fs } from "node:fs"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import { SMTPServer, type SMTPServerOptions } from "smtp-server"
import site from "../../content/site.json"
import { readConfig, type ConsultationConfig } from "../../src/lib/consultation/config"
import { createConsultationService, type ConsultationHttpRequest } from "../../src/lib/consultation/handler"

const contactBody = {
  form: "contact",
  firstName: "Ana",
  lastName: "Pierre",
  email: "ana@example.com",
  phone: "(212) 555-0147",
  condition: "sports",
  message: "Torn ACL last spring.",
  consent: true,
  fillMs: 9000,
  website: "",
  role: "admin",
}

function post(body: unknown, headers: Record<string, string> = {}): ConsultationHttpRequest {
  return {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", "content-length": String(JSON.stringify(body).length), ...headers },
    body,
    address: "127.0.0.1",
  }
}

let dir: string
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "consultation-"))
})
afterEach(() => fs.rm(dir, { recursive: true, force: true }))

function config(env: Record<string, string> = {}): ConsultationConfig {
  return readConfig({ CONSULTATION_OUTBOX: path.join(dir, "out", "requests.jsonl"), ...env })
}

async function outboxLines(): Promise<Array<Record<string, any>>> {
  const text = await fs.readFile(path.join(dir, "out", "requests.jsonl"), "utf8").catch(() => "")
  return text.split("\n").filter(Boolean).map((line) => JSON.parse(line))
}

interface Received { from: string; to: string[]; raw: string }

async function startSmtp(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = ""
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")))
      stream.on("end", () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to: session.envelope.rcptTo.map((r) => r.address), raw })
        callback()
      })
    },
    ...options,
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.server.address() as AddressInfo).port
  return { server, port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

const quiet = () => undefined

describe("delivery to the local outbox (no SMTP configured)", () => {
  it("answers with a reference only after the request is in the outbox, without unknown fields", async () => {
    const logs: string[] = []
    const handle = createConsultationService(config(), { log: (l) => logs.push(l) })
    const reply = await handle(post(contactBody))
    expect(reply.status).toBe(200)
    const { reference } = JSON.parse(reply.body)
    expect(reference).toMatch(/^CR-[A-Z2-9]{8}$/)
    const [stored] = await outboxLines()
    expect(stored.reference).toBe(reference)
    expect(stored.request).toEqual({ form: "contact", firstName: "Ana", lastName: "Pierre", email: "ana@example.com", phone: "(212) 555-0147", condition: "sports", message: "Torn ACL last spring.", consent: true })
    // announced once, and no health detail in the log
    expect(logs.filter((l) => l.includes("NOT e-mailed"))).toHaveLength(1)
    expect(logs.join("\n")).not.toMatch(/Ana|Pierre|ACL|555-0147|example\.com/)
  })

  it("creates the outbox private to its owner (0600) and appends", async () => {
    const handle = createConsultationService(config(), { log: quiet })
    await handle(post(contactBody))
    await handle(post({ form: "home", name: "Bo", email: "bo@example.com", fillMs: 5000 }))
    const stat = await fs.stat(path.join(dir, "out", "requests.jsonl"))
    expect(stat.mode & 0o777).toBe(0o600)
    expect((await outboxLines()).map((l) => l.request.form)).toEqual(["contact", "home"])
  })

  it("loses nothing under 200 concurrent requests", async () => {
    const handle = createConsultationService(config({ CONSULTATION_RATE_LIMIT: "0" }), { log: quiet })
    const replies = await Promise.all(Array.from({ length: 200 }, (_, i) => handle(post({ ...contactBody, message: `request ${i}` }))))
    expect(replies.every((r) => r.status === 200)).toBe(true)
    const lines = await outboxLines()
    expect(lines).toHaveLength(200)
    expect(new Set(lines.map((l) => l.request.message)).size).toBe(200)
    expect(new Set(lines.map((l) => l.reference))).toEqual(new Set(replies.map((r) => JSON.parse(r.body).reference)))
  })

  it("answers 503 with the clinic's phone when the outbox cannot be written", async () => {
    await fs.writeFile(path.join(dir, "out"), "a file where the folder should be")
    const handle = createConsultationService(config(), { log: quiet })
    const reply = await handle(post(contactBody))
    expect(reply.status).toBe(503)
    expect(JSON.parse(reply.body).message).toContain(site.phone)
  })
})

describe("delivery by SMTP (a real server on loopback)", () => {
  it("mails the request to the clinic with the right fields and a reply-to", async () => {
    const smtp = await startSmtp()
    try {
      const handle = createConsultationService(
        config({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, CONSULTATION_TO: "clinic@example.org", CONSULTATION_FROM: "web@example.org" }),
        { log: quiet },
      )
      const reply = await handle(post(contactBody))
      expect(reply.status).toBe(200)
      const { reference } = JSON.parse(reply.body)
      expect(smtp.received).toHaveLength(1)
      const mail = smtp.received[0]
      expect(mail.to).toEqual(["clinic@example.org"])
      expect(mail.from).toBe("web@example.org")
      expect(mail.raw).toMatch(new RegExp(`^Subject: Consultation request ${reference}\\r?$`, "m"))
      expect(mail.raw).toMatch(/^Reply-To: ana@example\.com\r?$/m)
      for (const text of ["First name: Ana", "Last name: Pierre", "Phone: (212) 555-0147", "Condition of interest: Sports injury", "Torn ACL last spring."]) {
        expect(mail.raw).toContain(text)
      }
      expect(mail.raw).not.toContain("admin")
      expect(await outboxLines()).toEqual([])
    } finally {
      await smtp.close()
    }
  })

  it("cannot be made to add a header or a recipient", async () => {
    const smtp = await startSmtp()
    try {
      const handle = createConsultationService(config({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, CONSULTATION_TO: "clinic@example.org" }), { log: quiet })
      const reply = await handle(post({ ...contactBody, email: "ana@example.com\r\nBcc: all@example.net", lastName: "Lee\r\nBcc: all@example.net" }))
      expect(reply.status).toBe(400)
      const home = await handle(post({ form: "home", name: "Bo", fillMs: 5000, email: "bo@example.com", message: "x\r\nBcc: all@example.net", to: "all@example.net" }))
      expect(home.status).toBe(200)
      expect(smtp.received).toHaveLength(1)
      expect(smtp.received[0].to).toEqual(["clinic@example.org"])
      expect(smtp.received[0].raw).not.toMatch(/all@example\.net/)
    } finally {
      await smtp.close()
    }
  })

  it("answers 503 with the phone when the SMTP server is down", async () => {
    const smtp = await startSmtp()
    await smtp.close()
    const handle = createConsultationService(config({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, CONSULTATION_TO: "clinic@example.org" }), { log: quiet })
    const reply = await handle(post(contactBody))
    expect(reply.status).toBe(503)
    expect(JSON.parse(reply.body).message).toContain(site.phone)
  })

  it("answers 503 when the SMTP server rejects the recipient", async () => {
    const smtp = await startSmtp({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 550 }))
      },
    })
    try {
      const handle = createConsultationService(config({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, CONSULTATION_TO: "clinic@example.org" }), { log: quiet })
      expect((await handle(post(contactBody))).status).toBe(503)
    } finally {
      await smtp.close()
    }
  })

  it("answers 503 in bounded time when the SMTP server is too slow", async () => {
    const smtp = await startSmtp({
      onData(stream, _session, callback) {
        stream.resume()
        stream.on("end", () => setTimeout(() => callback(), 3000).unref())
      },
    })
    try {
      const handle = createConsultationService(
        config({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, CONSULTATION_TO: "clinic@example.org", CONSULTATION_SEND_TIMEOUT_MS: "500" }),
        { log: quiet },
      )
      const started = Date.now()
      const reply = await handle(post(contactBody))
      expect(reply.status).toBe(503)
      expect(Date.now() - started).toBeLessThan(2000)
    } finally {
      await smtp.close()
    }
  })
})

describe("protection", () => {
  it("allows only POST (405 with Allow)", async () => {
    const handle = createConsultationService(config(), { log: quiet })
    const reply = await handle({ ...post(contactBody), method: "GET" })
    expect(reply.status).toBe(405)
    expect(reply.headers.Allow).toBe("POST")
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
    const raw = (text: string) => ({ ...post({}, { "content-length": "" }), body: undefined, readBody: async (max: number) => (text.length > max ? null : Buffer.from(text)) })
    expect((await handle(raw("x".repeat(101)))).status).toBe(413)
    expect((await handle(raw('{"message": secret knee pain'))).status).toBe(400)
    expect(logs.join("\n")).not.toContain("secret")
    const urlencoded = { ...raw("form=home&name=Bo&phone=2125550100&fillMs=5000"), headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" } }
    expect((await handle(urlencoded)).status).toBe(200)
    expect((await outboxLines())[0].request).toEqual({ form: "home", name: "Bo", phone: "2125550100" })
  })

  it("gives field errors (400) and stores nothing for invalid input", async () => {
    const handle = createConsultationService(config(), { log: quiet })
    const reply = await handle(post({ ...contactBody, email: "nope", consent: false }))
    expect(reply.status).toBe(400)
    expect(JSON.parse(reply.body).errors).toEqual({ email: "email", consent: "consent" })
    expect(await outboxLines()).toEqual([])
  })

  it("silently discards a filled honeypot and a too-fast form: success answer, nothing stored", async () => {
    const handle = createConsultationService(config(), { log: quiet })
    for (const body of [{ ...contactBody, website: "http://spam.example" }, { ...contactBody, fillMs: 400 }, { ...contactBody, fillMs: undefined }]) {
      const reply = await handle(post(body))
      expect(reply.status).toBe(200)
      expect(JSON.parse(reply.body).ok).toBe(true)
    }
    expect(await outboxLines()).toEqual([])
    // A browser without JavaScript sends the fill-time field empty: that is a person.
    expect((await handle(post({ ...contactBody, fillMs: "" }))).status).toBe(200)
    expect(await outboxLines()).toHaveLength(1)
  })

  it("limits requests per address (429 with Retry-After) and lets them through again after the window", async () => {
    let now = 1_000_000
    const handle = createConsultationService(config({ CONSULTATION_RATE_LIMIT: "2", CONSULTATION_RATE_WINDOW_MS: "60000" }), { log: quiet, now: () => now })
    expect((await handle(post(contactBody))).status).toBe(200)
    expect((await handle(post(contactBody))).status).toBe(200)
    const limited = await handle(post(contactBody))
    expect(limited.status).toBe(429)
    expect(limited.headers["Retry-After"]).toBe("60")
    expect(JSON.parse(limited.body).message).toContain(site.phone)
    expect((await handle({ ...post(contactBody), address: "127.0.0.2" })).status).toBe(200)
    now += 60_000
    expect((await handle(post(contactBody))).status).toBe(200)
  })

  it("answers a browser without JavaScript with a readable HTML page", async () => {
    const handle = createConsultationService(config(), { log: quiet })
    const ok = await handle(post({ ...contactBody, consent: "on", fillMs: "" }, { "content-type": "application/x-www-form-urlencoded", accept: "text/html" }))
    expect(ok.headers["Content-Type"]).toMatch(/text\/html/)
    expect(ok.body).toMatch(/<h1>Thank you/)
    expect(ok.body).toContain((await outboxLines())[0].reference)
    const bad = await handle(post({ ...contactBody, phone: "x", fillMs: "" }, { "content-type": "application/x-www-form-urlencoded", accept: "text/html" }))
    expect(bad.status).toBe(400)
    expect(bad.body).toContain("Enter a phone number like (212) 555-0147")
  })
})
