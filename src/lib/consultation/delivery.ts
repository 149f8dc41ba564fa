import { randomBytes } from "node:crypto"
import nodemailer from "nodemailer"
import type { ConsultationConfig } from "./config"
import { Outbox } from "./outbox"
import type { ConsultationRequest } from "./schema"

/** A request as the clinic receives it. */
export interface StoredRequest {
  reference: string
  receivedAt: string
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

const REFERENCE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

/** A short reference a patient can quote on the phone: "CR-7KX4Q2HM". No ambiguous letters (0/O, 1/I). */
export function newReference(): string {
  const bytes = randomBytes(8)
  let text = ""
  for (const byte of bytes) text += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]
  return `CR-${text}`
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
    `Received: ${stored.receivedAt}`,
    `Sent from: the ${request.form === "home" ? "home page" : "contact page"} form`,
    "",
  ]
  for (const [field, value] of Object.entries(request)) {
    if (field === "form" || value === undefined) continue
    const shown = field === "condition" ? conditionLabels[String(value)] ?? String(value) : field === "consent" ? "yes" : String(value)
    if (field === "message") lines.push("", `${FIELD_LABELS[field]}:`, shown)
    else lines.push(`${FIELD_LABELS[field] ?? field}: ${shown}`)
  }
  lines.push("", "Reply within one business day, as the website promises the patient.")
  return lines.join("\n")
}

export function createSmtpTransport(config: ConsultationConfig, conditionLabels: Record<string, string>): Transport {
  const mailer = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: config.sendTimeoutMs,
    greetingTimeout: config.sendTimeoutMs,
    socketTimeout: config.sendTimeoutMs,
  })
  return {
    kind: "smtp",
    async deliver(stored) {
      const { request } = stored
      await withTimeout(
        mailer.sendMail({
          from: config.from,
          to: config.to,
          // The subject carries no patient input, so nothing typed can reach a header but the
          // reply-to address, which the schema restricts to a plain name@domain.
          subject: `Consultation request ${stored.reference}`,
          replyTo: request.email || undefined,
          text: mailText(stored, conditionLabels),
          disableFileAccess: true,
          disableUrlAccess: true,
        }),
        config.sendTimeoutMs,
      )
    },
  }
}

export function createOutboxTransport(config: ConsultationConfig): Transport {
  const outbox = new Outbox(config.outboxPath)
  return {
    kind: "outbox",
    deliver: (stored) => withTimeout(outbox.append(stored), config.sendTimeoutMs),
  }
}

/** SMTP when SMTP_URL and CONSULTATION_TO are both set; otherwise the local outbox, said once in the log. */
export function createTransport(
  config: ConsultationConfig,
  conditionLabels: Record<string, string>,
  log: (line: string) => void = console.info,
): Transport {
  if (config.smtpUrl && config.to) {
    log(`[consultation] Requests are e-mailed to ${config.to} through the SMTP server set in SMTP_URL.`)
    return createSmtpTransport(config, conditionLabels)
  }
  log(
    `[consultation] SMTP_URL and CONSULTATION_TO are not both set: consultation requests are NOT e-mailed. ` +
      `They are appended to the local outbox ${config.outboxPath} (one JSON line each).`,
  )
  return createOutboxTransport(config)
}
