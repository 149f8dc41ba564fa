import { randomBytes } from "node:crypto"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { parseStoreKey } from "./sealed"

/** How the endpoint delivers and protects, read from the environment when the function starts. */
export interface ConsultationConfig {
  /** smtp:// (STARTTLS, required) or smtps:// URL of the clinic's mail server. */
  smtpUrl?: string
  /** Where the requests are mailed (the clinic's inbox; several addresses separated by commas). */
  to?: string
  /** Sender address of the mails. */
  from: string
  /** Certificate authority (PEM) trusted for the mail server, besides the system's (a self-signed server). */
  smtpCa?: string
  /** Plain-text SMTP, for a mail catcher on this machine only (CONSULTATION_SMTP_PLAINTEXT=local). */
  smtpPlaintextLocal: boolean
  /** A send that the mail server has not accepted after this many ms is aborted and failed. */
  sendTimeoutMs: number
  /**
   * A call to the store of waiting requests (a write, a read, a page of a listing) not answered
   * after this many ms has failed; so has one answered with an error (store-client.ts).
   */
  storeTimeoutMs: number
  /** JSON Lines file that receives the requests when no SMTP server is configured; never on the host. */
  outboxPath?: string
  /** Why the endpoint cannot deliver at all (logged once; every request then gets the 503 with the phone). */
  configError?: string
  /** A proxy of the clinic's own sets x-forwarded-for (CONSULTATION_TRUST_PROXY=1); otherwise the header is ignored. */
  trustProxy: boolean
  /** A form sent less than this long after the visitor started filling it in is delivered marked as suspected. 0 turns it off. */
  minFillMs: number
  /** Requests allowed from one address per window; 0 turns the limit off. */
  rateLimit: number
  rateWindowMs: number
  /** Largest body accepted, in bytes. */
  maxBodyBytes: number
  /**
   * Signs the confirmation link a browser without JavaScript is sent to after a delivered request,
   * so that a link nobody was given (typed, copied with another reference) confirms nothing. The
   * same in every instance of the function: CONSULTATION_RECEIPT_KEY, required on the host; on a
   * developer's machine a random one kept in the local keys file. Never derived from the mail
   * settings (a link would let anyone test guesses of the SMTP password). It also keys the digest
   * of the fields in each mail's Message-ID.
   */
  receiptKey: string
  /** AES-256 key of the stored requests: CONSULTATION_STORE_KEY, required on the host; locally the local keys file's. */
  storeKey: Buffer
  /** A request still waiting after this long is deleted, after an alert to the staff: RETENTION_DAYS. */
  retentionMs: number
  /** The staff are alerted (once) about a request that has waited longer than this. */
  alertAfterMs: number
}

function number(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback
}

/**
 * The longest a request is kept undelivered. The privacy policy promises it ("at most 30 days"),
 * so it is no setting: change it here and in the policy's texts together
 * (__tests__/privacy-policy-code.test.tsx fails while they differ).
 */
export const RETENTION_DAYS = 30
/** After how long waiting the staff are alerted, unless CONSULTATION_ALERT_AFTER_MINUTES says otherwise. */
export const ALERT_AFTER_MINUTES = 60

const DEFAULT_OUTBOX = path.join("outbox", "consultations.jsonl")
/** A developer's keys (git-ignored, beside netlify-cli's local Blobs store, so both servers open the same records). */
const LOCAL_KEYS = path.join(".netlify", "consultation-keys.json")
const MIN_RECEIPT_KEY_LENGTH = 32
/**
 * The least a key's estimated entropy may be, in bits. The estimate (estimatedBits) is low for a
 * random key's worst draws too: 32 random hex characters (128 bits) estimate 91 at worst in 200,000
 * draws, 32 random bytes 140; a letter repeated, or a short pattern, estimates 0 to 30.
 */
const MIN_RECEIPT_KEY_BITS = 80
const MIN_STORE_KEY_BITS = 96

/**
 * A key's entropy as its symbols show it: the Shannon entropy of their frequencies times their
 * number, counted on the shortest part the key repeats ("abc123abc123" counts as "abc123"). It
 * cannot tell a phrase from a random string, but refuses a key typed as a pattern.
 */
function estimatedBits(symbols: ReadonlyArray<string | number>): number {
  let period = symbols.length
  for (let p = 1; p < symbols.length; p++) {
    if (symbols.every((symbol, i) => i < p || symbol === symbols[i - p])) {
      period = p
      break
    }
  }
  const part = symbols.slice(0, period)
  const counts = new Map<string | number, number>()
  for (const symbol of part) counts.set(symbol, (counts.get(symbol) ?? 0) + 1)
  let bitsPerSymbol = 0
  for (const count of counts.values()) bitsPerSymbol -= (count / part.length) * Math.log2(count / part.length)
  return bitsPerSymbol * part.length
}

interface LocalKeys {
  receiptKey: string
  storeKey: string
}

/**
 * A developer's machine: random keys made once and kept in a file only its owner reads, so that
 * stored requests and confirmation links survive a restart. Two processes starting together agree
 * (the file is created exclusively; the loser reads the winner's).
 */
function localKeys(file: string): LocalKeys {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as LocalKeys
  } catch {
    const keys: LocalKeys = { receiptKey: randomBytes(32).toString("hex"), storeKey: randomBytes(32).toString("base64") }
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
    try {
      writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: "wx" })
      return keys
    } catch {
      return JSON.parse(readFileSync(file, "utf8")) as LocalKeys
    }
  }
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"])

/** Checks SMTP_URL; returns why it cannot be used, or undefined. */
function smtpUrlProblem(smtpUrl: string, plaintextLocal: boolean): string | undefined {
  let url: URL
  try {
    url = new URL(smtpUrl)
  } catch {
    return "SMTP_URL is not a URL (smtps://user:password@host:465 or smtp://user:password@host:587)."
  }
  if (url.protocol !== "smtp:" && url.protocol !== "smtps:") return `SMTP_URL must start with smtps:// or smtp://, not ${url.protocol}//.`
  // nodemailer reads options from the query string (requireTLS=false, tls.rejectUnauthorized=false,
  // ignoreTLS=true): each would undo the guarantee that mail travels only over verified TLS.
  if (url.search) {
    return 'SMTP_URL must not carry options after a "?": mail is sent only over verified TLS. For a mail catcher on this machine, set CONSULTATION_SMTP_PLAINTEXT=local; for a server with its own certificate authority, CONSULTATION_SMTP_CA_FILE.'
  }
  if (plaintextLocal && !LOOPBACK_HOSTS.has(url.hostname)) {
    return "CONSULTATION_SMTP_PLAINTEXT=local is only for a mail catcher on this machine; SMTP_URL names another host."
  }
  return undefined
}

/**
 * Whether this runs on the host. A Netlify Function gets only SITE_ID, SITE_NAME and URL of the
 * host's own variables at run time; NETLIFY=true is set during its builds only.
 */
function runsOnHost(env: Record<string, string | undefined>): boolean {
  return Boolean(env.SITE_ID?.trim() || env.NETLIFY?.trim())
}

/**
 * Reads the settings. On the host there is no outbox fallback, even if CONSULTATION_OUTBOX names
 * one: its disk disappears with the function instance, so without SMTP settings the endpoint
 * refuses to pretend.
 */
export function readConfig(env: Record<string, string | undefined>, cwd = process.cwd()): ConsultationConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined
  const to = env.CONSULTATION_TO?.trim() || undefined
  const smtpPlaintextLocal = env.CONSULTATION_SMTP_PLAINTEXT?.trim() === "local"
  const onHost = runsOnHost(env)
  const caFile = env.CONSULTATION_SMTP_CA_FILE?.trim() || undefined

  let configError: string | undefined
  if (smtpUrl && !to) configError = "SMTP_URL is set but CONSULTATION_TO is not: there is nobody to mail the requests to."
  else if (!smtpUrl && to) configError = "CONSULTATION_TO is set but SMTP_URL is not: there is no mail server to send through."
  else if (smtpUrl) configError = smtpUrlProblem(smtpUrl, smtpPlaintextLocal)
  else if (onHost)
    configError =
      "SMTP_URL and CONSULTATION_TO are not set on the host: requests cannot be delivered (there is no outbox on the host's disk)."

  const outboxPath = smtpUrl || onHost ? undefined : path.resolve(cwd, env.CONSULTATION_OUTBOX?.trim() || DEFAULT_OUTBOX)

  // Keys: from the environment, required on the host (every instance must share them); locally made once.
  const receiptKeyText = env.CONSULTATION_RECEIPT_KEY?.trim()
  const storeKeyText = env.CONSULTATION_STORE_KEY?.trim()
  const local = onHost || (receiptKeyText && storeKeyText) ? undefined : localKeys(path.resolve(cwd, LOCAL_KEYS))
  const receiptKey = receiptKeyText || local?.receiptKey || ""
  const storeKey = parseStoreKey(storeKeyText || local?.storeKey || "")
  if (!receiptKeyText && onHost)
    configError ??= "CONSULTATION_RECEIPT_KEY is not set on the host: set a random secret of 32 characters or more (openssl rand -hex 32)."
  else if (receiptKey.length < MIN_RECEIPT_KEY_LENGTH)
    configError ??= "CONSULTATION_RECEIPT_KEY is too short: use a random secret of 32 characters or more (openssl rand -hex 32)."
  else if (estimatedBits([...receiptKey]) < MIN_RECEIPT_KEY_BITS)
    configError ??=
      "CONSULTATION_RECEIPT_KEY is not random enough (a pattern or few different characters): make one with openssl rand -hex 32."
  if (!storeKeyText && onHost)
    configError ??= "CONSULTATION_STORE_KEY is not set on the host: set 32 random bytes in base64 (openssl rand -base64 32)."
  else if (!storeKey) configError ??= "CONSULTATION_STORE_KEY is not 32 bytes in base64 or hex: make one with openssl rand -base64 32."
  else if (estimatedBits([...storeKey]) < MIN_STORE_KEY_BITS)
    configError ??= "CONSULTATION_STORE_KEY is not random enough (a pattern or few different bytes): make one with openssl rand -base64 32."

  let smtpCa: string | undefined
  if (caFile) {
    try {
      smtpCa = readFileSync(path.resolve(cwd, caFile), "utf8")
    } catch {
      configError ??= `CONSULTATION_SMTP_CA_FILE ${caFile} cannot be read.`
    }
  }

  return {
    smtpUrl,
    to,
    from: env.CONSULTATION_FROM?.trim() || "Website consultation form <no-reply@localhost>",
    smtpCa,
    smtpPlaintextLocal,
    sendTimeoutMs: number(env.CONSULTATION_SEND_TIMEOUT_MS, 15_000),
    storeTimeoutMs: number(env.CONSULTATION_STORE_TIMEOUT_MS, 5_000),
    outboxPath,
    configError,
    trustProxy: env.CONSULTATION_TRUST_PROXY?.trim() === "1",
    minFillMs: number(env.CONSULTATION_MIN_FILL_MS, 3_000),
    rateLimit: number(env.CONSULTATION_RATE_LIMIT, 5),
    rateWindowMs: number(env.CONSULTATION_RATE_WINDOW_MS, 10 * 60_000),
    maxBodyBytes: number(env.CONSULTATION_MAX_BODY_BYTES, 16 * 1024),
    receiptKey,
    storeKey: storeKey ?? Buffer.alloc(0),
    retentionMs: RETENTION_DAYS * 24 * 60 * 60_000,
    alertAfterMs: number(env.CONSULTATION_ALERT_AFTER_MINUTES, ALERT_AFTER_MINUTES) * 60_000,
  }
}
