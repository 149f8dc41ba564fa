import { createHmac } from "node:crypto"
import nodemailer, { type SendMailOptions } from "nodemailer"
import type { ConsultationConfig } from "./config"
import { Outbox } from "./outbox"
import { FIELDS, formFields } from "../../shared/consultation/fields"
import type { ConsultationRequest } from "../../shared/consultation/schema"
import { languageForStaff, SOURCE_LANGUAGE } from "../../shared/languages"
import type { MailWords } from "./copy"

/** A request as the clinic receives it. */
export interface StoredRequest {
  reference: string
  receivedAt: string
  /** Why the bot checks suspect it (delivered anyway, marked, for a person to judge). */
  suspected?: string
  request: ConsultationRequest
}

/** Which attempt a send is, for a stored request: a later one may repeat an earlier mail whose outcome was unknown. */
export interface Attempt {
  attempt: number
  mayRepeat: boolean
}

/** Something that takes a request and resolves only once it is safely accepted (mail server or disk). */
export interface Transport {
  readonly kind: "smtp" | "outbox"
  deliver(stored: StoredRequest, attempt?: Attempt): Promise<void>
  /** Tells the clinic's staff something about the requests (no patient's words in it). */
  alert(text: string): Promise<void>
}

class DeliveryTimeoutError extends Error {
  constructor(ms: number) {
    super(`the transport did not accept the request within ${ms} ms`)
    this.name = "DeliveryTimeoutError"
  }
}
/** Rejects when `promise` takes longer than `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(maybeArrived(new DeliveryTimeoutError(ms))), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Failed sends that may nevertheless have reached the clinic (the mail server took the whole mail, its answer is unknown). */
const mayHaveArrivedErrors = new WeakSet<object>()

function maybeArrived<E>(error: E): E {
  if (error && typeof error === "object") mayHaveArrivedErrors.add(error)
  return error
}

/**
 * Whether a failed send may have reached the clinic all the same, so that the next attempt must be
 * marked as a possible repeat: the whole mail was handed to the mail server and no answer to it
 * came (the connection was cut, or the time ran out). A refusal before the mail's data (no
 * connection, a server that never greets, a refused sender or recipient) or an answer refusing it
 * means it did not.
 */
export function mayHaveArrived(error: unknown): boolean {
  return Boolean(error && typeof error === "object" && mayHaveArrivedErrors.has(error))
}

/**
 * "Language of the request: Kreyòl ayisyen (Haitian Creole)": the language of the page the patient
 * sent it from, which the clinic calls back in. A request stored before forms sent one was English.
 */
function languageLine(request: ConsultationRequest): string {
  return `Language of the request: ${languageForStaff(request.lang ?? SOURCE_LANGUAGE)}`
}

/**
 * The plain-text body of the mail, in English for the clinic's staff: the language of the request,
 * then one line per field the patient filled in, in the form's order, with its English label; the
 * message last, under its label.
 */
export function mailText(stored: StoredRequest, words: MailWords, attempt?: Attempt): string {
  const { request } = stored
  const lines = [
    `Consultation request ${stored.reference}`,
    ...(stored.suspected ? [`SUSPECTED AUTOMATED (${stored.suspected}): check before replying.`] : []),
    ...(attempt?.mayRepeat
      ? [`POSSIBLE REPEAT: an earlier attempt to send this request may have reached you (same reference and Message-ID).`]
      : []),
    `Received: ${stored.receivedAt}`,
    `Sent from: the ${request.form === "home" ? "home page" : "contact page"} form`,
    languageLine(request),
    "",
  ]
  for (const { name } of formFields(request.form)) {
    const value = request[name]
    const control = FIELDS[name].control
    if (value === undefined || control === "hidden") continue
    const label = words.fieldLabels[name] ?? name
    if (control === "textarea") lines.push("", `${label}:`, String(value))
    else if (control === "checkbox") lines.push(`${label}: yes`)
    else if (control === "select") lines.push(`${label}: ${words.conditionLabels[String(value)] ?? String(value)}`)
    else lines.push(`${label}: ${String(value)}`)
  }
  lines.push("", "Reply within one business day, as the website promises the patient.")
  return lines.join("\n")
}

/**
 * The mail's subject: the reference, a mark a person sees before opening a suspected request, and
 * the language to call back in where it is not English.
 */
function mailSubject(stored: StoredRequest): string {
  const lang = stored.request.lang ?? SOURCE_LANGUAGE
  return `${stored.suspected ? "[Suspected automated] " : ""}Consultation request ${stored.reference}${lang === SOURCE_LANGUAGE ? "" : `, ${languageLine(stored.request)}`}`
}

/** A short keyed digest of what the patient sent: the same for the same fields, and revealing none of them. */
function contentTag(key: string, request: unknown): string {
  return createHmac("sha256", key).update(JSON.stringify(request)).digest("hex").slice(0, 12)
}

/** The domain of the sender address, for the Message-ID. */
function senderDomain(from: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? "consultation.invalid"
}

/**
 * Mail only over TLS: smtps:// is TLS from the start; smtp:// must upgrade with STARTTLS
 * (`requireTLS`), so a server that does not offer it receives nothing. The one exception is a mail
 * catcher on this machine (CONSULTATION_SMTP_PLAINTEXT=local, checked in config.ts). A send the
 * server has not accepted within the timeout is aborted (its connection closed). The Message-ID is
 * made from the form's reference and what was sent: a retry of a request the server accepted late
 * is the same message (a mail program may keep one), while a retry the patient corrected is a new
 * message under the same reference, which no mail program drops as a copy of the first.
 */
function createSmtpTransport(config: ConsultationConfig, words: MailWords, log: (line: string) => void = console.info): Transport {
  const url = new URL(config.smtpUrl ?? "")
  const secure = url.protocol === "smtps:"
  // The server's address and login only, never the whole URL: nodemailer would take options from
  // its query string over the ones below (config.ts refuses a query as well).
  const options = {
    host: url.hostname.replace(/^\[|\]$/g, ""),
    port: Number(url.port) || (secure ? 465 : 587),
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    secure,
    ignoreTLS: false,
    requireTLS: !secure && !config.smtpPlaintextLocal,
    tls: { minVersion: "TLSv1.2" as const, rejectUnauthorized: true, ...(config.smtpCa ? { ca: config.smtpCa } : {}) },
    connectionTimeout: config.sendTimeoutMs,
    greetingTimeout: config.sendTimeoutMs,
    socketTimeout: config.sendTimeoutMs,
  }
  /**
   * One mail over one connection of its own. Whether the mail's data was handed over is known from
   * nodemailer's log: it logs "<n bytes encoded mime message>" (`tnx: "message"`) once the data and
   * its final dot are written, which is what a server accepts a mail on. A failure after that with
   * no answer from the server (a cut, a timeout) may have arrived (mayHaveArrived).
   */
  async function send(mail: SendMailOptions) {
    let handedOver = false
    const silent = () => undefined
    const logger = {
      trace: silent,
      debug: silent,
      warn: silent,
      error: silent,
      fatal: silent,
      info: (entry: unknown) => {
        if ((entry as { tnx?: unknown } | undefined)?.tnx === "message") handedOver = true
      },
    }
    const mailer = nodemailer.createTransport({ ...options, logger })
    try {
      return await mailer.sendMail({ ...mail, signal: AbortSignal.timeout(config.sendTimeoutMs) })
    } catch (error) {
      const answered = typeof (error as { responseCode?: unknown }).responseCode === "number"
      throw handedOver && !answered ? maybeArrived(error) : error
    } finally {
      mailer.close()
    }
  }
  const domain = senderDomain(config.from)
  return {
    kind: "smtp",
    async deliver(stored, attempt) {
      const { request } = stored
      const info = await send({
        from: config.from,
        to: config.to,
        messageId: `<${stored.reference}.${contentTag(config.receiptKey, request)}@${domain}>`,
        // The subject carries no patient input, so nothing typed can reach a header but the
        // reply-to address, which the schema restricts to a plain name@domain.
        subject: mailSubject(stored),
        replyTo: request.email || undefined,
        text: mailText(stored, words, attempt),
        headers: attempt ? { "X-Consultation-Attempt": String(attempt.attempt) } : undefined,
        disableFileAccess: true,
        disableUrlAccess: true,
      })
      const refused = info.rejected.length
      if (refused > 0) {
        log(
          `[consultation] ${stored.reference} partial delivery: ${refused} of ${refused + info.accepted.length} recipients refused the mail`,
        )
      }
    },
    async alert(text) {
      await send({ from: config.from, to: config.to, subject: "Consultation requests waiting: the website could not mail them", text })
    },
  }
}

function createOutboxTransport(outboxPath: string, timeoutMs: number): Transport {
  const outbox = new Outbox(outboxPath)
  return {
    kind: "outbox",
    deliver: (stored, attempt) => withTimeout(outbox.append(attempt ? { ...stored, ...attempt } : stored), timeoutMs),
    alert: (text) => withTimeout(outbox.append({ alert: text, at: new Date().toISOString() }), timeoutMs),
  }
}

/**
 * SMTP when SMTP_URL and CONSULTATION_TO are both set; otherwise the local outbox (on a developer's
 * machine only: config.ts leaves no outbox on the host), said once in the log.
 */
export function createTransport(config: ConsultationConfig, words: MailWords, log: (line: string) => void = console.info): Transport {
  if (config.smtpUrl && config.to) {
    log(`[consultation] Requests are e-mailed to ${config.to} through the SMTP server set in SMTP_URL.`)
    return createSmtpTransport(config, words, log)
  }
  if (!config.outboxPath) throw new Error("consultation: neither SMTP settings nor an outbox (see config.ts)")
  log(
    `[consultation] SMTP_URL and CONSULTATION_TO are not set: consultation requests are NOT e-mailed. ` +
      `They are appended to the local outbox file ${config.outboxPath} (one JSON line each).`,
  )
  return createOutboxTransport(config.outboxPath, config.sendTimeoutMs)
}
