import { createHmac } from "node:crypto"
import nodemailer from "nodemailer"
import type { ConsultationConfig } from "./config"
import { Outbox } from "./outbox"
import type { ConsultationRequest } from "../../consultation/schema"

/** A request as the clinic receives it. */
export interface StoredRequest {
  reference: string
  receivedAt: string
  /** Why the bot checks suspect it (delivered anyway, marked, for a person to judge). */
  suspected?: string
  request: ConsultationRequest
}

/** Something that takes a request and resolves only once it is safely accepted (mail server or disk). */
export interface Transport {
  readonly kind: "smtp" | "outbox"
  deliver(stored: StoredRequest): Promise<void>
}

export class DeliveryTimeoutError extends Error {
  constructor(ms: number) {
    super(`the transport did not accept the request within ${ms} ms`)
    this.name = "DeliveryTimeoutError"
  }
}
/** Rejects when `promise` takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeliveryTimeoutError(ms)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

const FIELD_LABELS: Record<string, string> = {
  firstName: "First name",
  lastName: "Last name",
  name: "Name",
  email: "E-mail",
  phone: "Phone",
  condition: "Condition of interest",
  message: "Message",
  consent: "Consent to be contacted",
}

/** The plain-text body of the mail: one labelled line per field the patient filled in. */
export function mailText(stored: StoredRequest, conditionLabels: Record<string, string>): string {
  const { request } = stored
  const lines = [
    `Consultation request ${stored.reference}`,
    ...(stored.suspected ? [`SUSPECTED AUTOMATED (${stored.suspected}): check before replying.`] : []),
    `Received: ${stored.receivedAt}`,
    `Sent from: the ${request.form === "home" ? "home page" : "contact page"} form`,
    "",
  ]
  for (const [field, value] of Object.entries(request)) {
    if (field === "form" || value === undefined) continue
    const shown = field === "condition" ? (conditionLabels[String(value)] ?? String(value)) : field === "consent" ? "yes" : String(value)
    if (field === "message") lines.push("", `${FIELD_LABELS[field]}:`, shown)
    else lines.push(`${FIELD_LABELS[field] ?? field}: ${shown}`)
  }
  lines.push("", "Reply within one business day, as the website promises the patient.")
  return lines.join("\n")
}

/** The mail's subject: the reference, and a mark a person sees before opening a suspected request. */
export function mailSubject(stored: StoredRequest): string {
  return `${stored.suspected ? "[Suspected automated] " : ""}Consultation request ${stored.reference}`
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
export function createSmtpTransport(
  config: ConsultationConfig,
  conditionLabels: Record<string, string>,
  log: (line: string) => void = console.info,
): Transport {
  const secure = new URL(config.smtpUrl ?? "").protocol === "smtps:"
  const mailer = nodemailer.createTransport({
    url: config.smtpUrl,
    secure,
    requireTLS: !secure && !config.smtpPlaintextLocal,
    tls: { minVersion: "TLSv1.2", ...(config.smtpCa ? { ca: config.smtpCa } : {}) },
    connectionTimeout: config.sendTimeoutMs,
    greetingTimeout: config.sendTimeoutMs,
    socketTimeout: config.sendTimeoutMs,
  })
  const domain = senderDomain(config.from)
  return {
    kind: "smtp",
    async deliver(stored) {
      const { request } = stored
      const info = await mailer.sendMail({
        from: config.from,
        to: config.to,
        messageId: `<${stored.reference}.${contentTag(config.receiptKey, request)}@${domain}>`,
        // The subject carries no patient input, so nothing typed can reach a header but the
        // reply-to address, which the schema restricts to a plain name@domain.
        subject: mailSubject(stored),
        replyTo: request.email || undefined,
        text: mailText(stored, conditionLabels),
        disableFileAccess: true,
        disableUrlAccess: true,
        signal: AbortSignal.timeout(config.sendTimeoutMs),
      })
      const refused = info.rejected.length
      if (refused > 0) {
        log(
          `[consultation] ${stored.reference} partial delivery: ${refused} of ${refused + info.accepted.length} recipients refused the mail`,
        )
      }
    },
  }
}

export function createOutboxTransport(outboxPath: string, timeoutMs: number): Transport {
  const outbox = new Outbox(outboxPath)
  return {
    kind: "outbox",
    deliver: (stored) => withTimeout(outbox.append(stored), timeoutMs),
  }
}

/**
 * SMTP when SMTP_URL and CONSULTATION_TO are both set; otherwise the local outbox (on a developer's
 * machine only: config.ts leaves no outbox on the host), said once in the log.
 */
export function createTransport(
  config: ConsultationConfig,
  conditionLabels: Record<string, string>,
  log: (line: string) => void = console.info,
): Transport {
  if (config.smtpUrl && config.to) {
    log(`[consultation] Requests are e-mailed to ${config.to} through the SMTP server set in SMTP_URL.`)
    return createSmtpTransport(config, conditionLabels, log)
  }
  if (!config.outboxPath) throw new Error("consultation: neither SMTP settings nor an outbox (see config.ts)")
  log(
    `[consultation] SMTP_URL and CONSULTATION_TO are not set: consultation requests are NOT e-mailed. ` +
      `They are appended to the local outbox file ${config.outboxPath} (one JSON line each).`,
  )
  return createOutboxTransport(config.outboxPath, config.sendTimeoutMs)
}
