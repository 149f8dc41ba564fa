import path from "node:path"

/** How the endpoint delivers and protects, read from the environment when the server starts. */
export interface ConsultationConfig {
  /** smtp:// or smtps:// URL of the clinic's mail server; without it requests go to the outbox. */
  smtpUrl?: string
  /** Where the requests are mailed (the clinic's inbox). */
  to?: string
  /** Sender address of the mails. */
  from: string
  /** A transport that has not accepted a request after this many ms has failed. */
  sendTimeoutMs: number
  /** JSON Lines file that receives the requests when no SMTP server is configured. */
  outboxPath: string
  /** Requests taking less than this long to fill in (measured in the browser) are bots. 0 turns it off. */
  minFillMs: number
  /** Requests allowed from one address per window; 0 turns the limit off. */
  rateLimit: number
  rateWindowMs: number
  /** Largest body accepted, in bytes. */
  maxBodyBytes: number
}

function number(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback
}

export const DEFAULT_OUTBOX = path.join("outbox", "consultations.jsonl")

export function readConfig(env: Record<string, string | undefined>, cwd = process.cwd()): ConsultationConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined
  const to = env.CONSULTATION_TO?.trim() || undefined
  return {
    smtpUrl: smtpUrl && to ? smtpUrl : undefined,
    to,
    from: env.CONSULTATION_FROM?.trim() || "Website consultation form <no-reply@localhost>",
    sendTimeoutMs: number(env.CONSULTATION_SEND_TIMEOUT_MS, 15_000),
    outboxPath: path.resolve(cwd, env.CONSULTATION_OUTBOX?.trim() || DEFAULT_OUTBOX),
    minFillMs: number(env.CONSULTATION_MIN_FILL_MS, 3_000),
    rateLimit: number(env.CONSULTATION_RATE_LIMIT, 5),
    rateWindowMs: number(env.CONSULTATION_RATE_WINDOW_MS, 10 * 60_000),
    maxBodyBytes: number(env.CONSULTATION_MAX_BODY_BYTES, 16 * 1024),
  }
}
