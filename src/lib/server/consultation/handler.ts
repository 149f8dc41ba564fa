import { createHmac, timingSafeEqual } from "node:crypto"
import type { ConsultationConfig } from "./config"
import { FILL_TIME_FIELD, HONEYPOT_FIELD, REFERENCE_FIELD } from "../../shared/consultation/constants"
import { parseBody } from "./body"
import { clientAddress } from "./client-address"
import { CONSULTATION_ENDPOINT } from "../../shared/addresses"
import { builtTranslations, clinicPhone, copiesByLanguage, englishCopy, mailWords } from "./copy"
import type { EndpointTranslations } from "../../shared/consultation/messages"
import { createTransport, type StoredRequest, type Transport } from "./delivery"
import { mailMarked } from "./durable-delivery"
import { errorName } from "./errors"
import { openStore } from "./open-store"
import type { LambdaEventLike } from "./lambda-event"
import type { StoreFaultListener } from "./store-client"
import type { Held, RequestStore } from "./request-store"
import { RateLimiter } from "./rate-limit"
import { isReference, newReference, referenceOfBytes } from "../../shared/consultation/reference"
import type { ConsultationAnswer, ConsultationRequest } from "../../shared/consultation/schema"
import { BARE_HEADERS, fieldErrorsPage, heldPage, PAGE_HEADERS, problemPage, successPage, unconfirmedPage } from "./result-page"
import { validateConsultation } from "../../shared/consultation/schema"
import { isLanguageCode, SOURCE_LANGUAGE, type LanguageCode } from "../../shared/languages"

/** What the endpoint needs of an HTTP request, whatever the server framework. */
export interface ConsultationHttpRequest {
  method: string
  headers: Record<string, string | string[] | undefined>
  /** The parsed body (JSON or urlencoded), when the server has parsed it. */
  body?: unknown
  /** The query string (the confirmation page reads `reference` from it). */
  query?: Record<string, unknown>
  /** The peer address of the connection, when there is one (not on Netlify, where the host's header says who it is). */
  socketAddress?: string
  /** Reads the raw body up to a size (null past it), when the server has not parsed it. */
  readBody?: (maxBytes: number) => Promise<Buffer | null>
  /** Netlify's event, on the host and under `netlify serve`: it carries the Blobs context. */
  event?: LambdaEventLike
}

export interface ConsultationHttpReply {
  status: number
  headers: Record<string, string>
  body: string
}

export interface ConsultationServiceOptions {
  transport?: Transport
  /** One line per request: status and reference only, never what the patient typed (health details). */
  log?: (line: string) => void
  now?: () => number
  /**
   * The store that keeps each request until it is delivered (request-store.ts), opened for each
   * request (on the host its credentials come with the request's event: open-store.ts), with a
   * listener for its failures (method and cause). Without one, a request is only delivered, and
   * answered 503 when that fails.
   */
  openStore?: (event: LambdaEventLike | undefined, onFault: StoreFaultListener) => RequestStore | undefined
  /**
   * The translations of the endpoint's words this build publishes (copy.ts); by default the ones
   * the function's build wrote in. A request in a language without one is answered in English.
   */
  translations?: EndpointTranslations
}

const ACCEPTED_TYPES = ["application/json", "application/x-www-form-urlencoded"]
/** How many requests of any kind one visitor may send per window, as a multiple of the limit on valid ones. */
const REFUSED_ALLOWANCE = 10

/** The query parameter that proves a confirmation link was made for a delivered request. */
const RECEIPT_FIELD = "receipt"

/** The query parameter of a confirmation link for a request that is stored and not yet delivered. */
const HELD_FIELD = "held"

/** The request's language (the form's hidden field, or a confirmation link's query), as sent: anything unknown is English. */
const LANGUAGE_FIELD = "lang"

function languageOf(value: unknown): LanguageCode {
  return typeof value === "string" && isLanguageCode(value) ? value : SOURCE_LANGUAGE
}

/**
 * The signature of a request's reference (HMAC-SHA256, 128 bits, base64url): delivered, or stored
 * and waiting to be delivered (`held`), which signs differently so that one cannot pass for the other.
 */
export function receiptOf(receiptKey: string, reference: string, held = false): string {
  return createHmac("sha256", receiptKey)
    .update(held ? `${reference}/held` : reference)
    .digest("base64url")
    .slice(0, 22)
}

function isReceiptOf(receiptKey: string, reference: string, held: boolean, receipt: unknown): boolean {
  if (typeof receipt !== "string") return false
  const expected = Buffer.from(receiptOf(receiptKey, reference, held))
  const given = Buffer.from(receipt)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * The reference a request goes under: made of the form's own reference and the request's words,
 * keyed, so that the same filled-in form sent again (its answer lost, or a 503) is the same request
 * under the same reference, while anybody else's words under that form reference, a corrected form
 * included, are a request of their own: no reference is ever another request's, with a store to
 * say which are taken or without. A form that sent none (no JavaScript) gets a random one.
 */
function referenceOf(receiptKey: string, formReference: unknown, request: ConsultationRequest): string {
  if (!isReference(formReference)) return newReference()
  const digest = createHmac("sha256", receiptKey)
    .update(`reference\n${formReference}\n${JSON.stringify(request)}`)
    .digest()
  return referenceOfBytes(digest)
}

/**
 * Where a browser without JavaScript is sent after a delivered or stored post (POST/Redirect/GET):
 * the reference, signed, and the language its page is in (unsigned: it only chooses the words).
 */
function confirmationPath(endpoint: string, reference: string, receiptKey: string, held: boolean, lang: LanguageCode): string {
  const query = new URLSearchParams({ [REFERENCE_FIELD]: reference, [RECEIPT_FIELD]: receiptOf(receiptKey, reference, held) })
  if (held) query.set(HELD_FIELD, "1")
  if (lang !== SOURCE_LANGUAGE) query.set(LANGUAGE_FIELD, lang)
  return `${endpoint}?${query}`
}

function header(request: ConsultationHttpRequest, name: string): string {
  const value = request.headers[name]
  return (Array.isArray(value) ? value[0] : value) ?? ""
}

/** Milliseconds from the browser: a finite number or a string of digits; anything else is no value. */
function fillTime(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value : undefined
  if (typeof value === "string" && /^\d{1,10}$/.test(value)) return Number(value)
  return undefined
}

/**
 * Whether the browser says the post comes from another site's page: Fetch Metadata, then the
 * Origin header (browsers send it with every form post), then, where an older browser or a privacy
 * setting left Origin out, the Referer. A request that says none of them (a program) is judged by
 * the other checks.
 */
function fromAnotherSite(request: ConsultationHttpRequest): boolean {
  const site = header(request, "sec-fetch-site").toLowerCase()
  if (site === "cross-site" || site === "same-site") return true
  const origin = header(request, "origin") || header(request, "referer")
  if (!origin) return false
  try {
    return new URL(origin).host !== header(request, "host")
  } catch {
    // "null": a sandboxed frame, a file or a redirect from elsewhere; or an address that is none.
    return true
  }
}

/** Why a request looks automated, or undefined. Such a request is still delivered, marked. */
function suspicion(body: Record<string, unknown>, minFillMs: number): string | undefined {
  const honeypot = body[HONEYPOT_FIELD]
  if (honeypot !== undefined && honeypot !== "") return "the hidden field was filled in"
  if (minFillMs <= 0) return undefined
  const ms = fillTime(body[FILL_TIME_FIELD])
  // A form posted without JavaScript sends an empty fill time, and so can a program that knows it.
  if (ms === undefined && body[FILL_TIME_FIELD] === "") return "no fill time (sent without JavaScript, or by a program)"
  if (ms === undefined) return "no fill time was sent"
  if (ms < minFillMs) return `sent ${Math.round(ms / 100) / 10} s after the visitor started filling in`
  return undefined
}

/**
 * The consultation endpoint as a plain function of a request: checks method, type, size, rate and
 * fields, delivers, and answers JSON to the script-driven forms or HTML to a browser that posted
 * without JavaScript. It never throws: whatever goes wrong inside becomes one 500 answer with the
 * clinic's phone number and a log line without the request's content.
 */
export function createConsultationService(config: ConsultationConfig, options: ConsultationServiceOptions = {}) {
  const log = options.log ?? ((line: string) => console.info(line))
  if (config.configError)
    log(`[consultation] CONFIGURATION ERROR: ${config.configError} Every request is answered 503 with the clinic's phone number.`)
  const transport = config.configError ? undefined : (options.transport ?? createTransport(config, mailWords, log))
  // Requests that would be delivered count against the limit; every request, refused ones
  // included, against one ten times as large, so a patient correcting a refused form is never
  // told to wait while a flood of bad requests still is.
  const limiter = new RateLimiter(config.rateLimit, config.rateWindowMs, options.now)
  const anyRequestLimiter = new RateLimiter(config.rateLimit * REFUSED_ALLOWANCE, config.rateWindowMs, options.now)
  const copyIn = copiesByLanguage(options.translations ?? builtTranslations())

  async function handle(request: ConsultationHttpRequest): Promise<ConsultationHttpReply> {
    const wantsJson = header(request, "accept").includes("application/json")
    // The words of the answer: the language of the page the request came from once its body is
    // read (a confirmation link names it), English before that and wherever it is not published.
    let copy = copyIn(languageOf(request.query?.[LANGUAGE_FIELD]))

    function reply(status: number, json: ConsultationAnswer, html: string, extra: Record<string, string> = {}): ConsultationHttpReply {
      log(`[consultation] ${status}${json.reference !== undefined ? ` ${json.reference}` : ""}`)
      return wantsJson
        ? {
            status,
            headers: { ...BARE_HEADERS, "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...extra },
            body: JSON.stringify(json),
          }
        : {
            status,
            headers: { ...PAGE_HEADERS, "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...extra },
            body: html,
          }
    }
    const problem = (
      status: number,
      words: "rejected" | "rateLimited" | "unavailable",
      withPhone: boolean,
      extra?: Record<string, string>,
    ) => {
      const text = copy.forms[words]
      return reply(status, { ok: false, message: withPhone ? `${text} ${clinicPhone}.` : text }, problemPage(copy, text, withPhone), extra)
    }

    if (request.method === "GET" || request.method === "HEAD") {
      const reference = request.query?.[REFERENCE_FIELD]
      if (reference !== undefined) {
        // Only the link the endpoint made for a delivered request says it reached the clinic, and
        // never where nothing can be delivered.
        const held = request.query?.[HELD_FIELD] === "1"
        const signed = isReference(reference) && isReceiptOf(config.receiptKey, reference, held, request.query?.[RECEIPT_FIELD])
        if (signed && !config.configError) {
          const page = held ? heldPage(copy, reference) : successPage(copy, reference)
          return reply(200, { ok: true, reference, held }, page, { "X-Robots-Tag": "noindex" })
        }
        return reply(404, { ok: false, message: copy.forms.noScript.unconfirmed.title }, unconfirmedPage(copy), {
          "X-Robots-Tag": "noindex",
        })
      }
    }
    if (request.method !== "POST") return problem(405, "rejected", false, { Allow: "POST" })
    // Another site's page could post this form in a visitor's browser and show them a confirmation of a request they never wrote.
    if (fromAnotherSite(request)) return problem(403, "rejected", true)

    const type = header(request, "content-type").split(";")[0].trim().toLowerCase()
    if (!ACCEPTED_TYPES.includes(type)) return problem(415, "rejected", false)

    const length = Number(header(request, "content-length") || 0)
    if (length > config.maxBodyBytes) return problem(413, "rejected", false)

    const address = clientAddress(request.headers, request.socketAddress, config.trustProxy)
    const anyRate = anyRequestLimiter.hit(address)
    if (!anyRate.allowed) return problem(429, "rateLimited", true, { "Retry-After": String(anyRate.retryAfterSeconds) })

    let parsed: unknown = request.body
    if (request.readBody) {
      const raw = await request.readBody(config.maxBodyBytes)
      if (raw === null) return problem(413, "rejected", false)
      parsed = parseBody(type, raw.toString("utf8"))
      if (parsed === undefined) return problem(400, "rejected", false)
    }
    const body = (parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {}) as Record<string, unknown>
    copy = copyIn(languageOf(body[LANGUAGE_FIELD]))

    const result = validateConsultation(body)
    if (!result.ok) {
      return reply(400, { ok: false, errors: result.errors, message: copy.forms.errorSummaryTitle }, fieldErrorsPage(copy, result.errors))
    }
    const rate = limiter.hit(address)
    if (!rate.allowed) return problem(429, "rateLimited", true, { "Retry-After": String(rate.retryAfterSeconds) })
    if (!transport) return problem(503, "unavailable", true, { "Retry-After": "60" })

    const stored: StoredRequest = {
      reference: referenceOf(config.receiptKey, body[REFERENCE_FIELD], result.data),
      receivedAt: new Date(options.now?.() ?? Date.now()).toISOString(),
      suspected: suspicion(body, config.minFillMs),
      request: result.data,
    }
    if (stored.suspected) log(`[consultation] ${stored.reference} delivered marked as suspected automated: ${stored.suspected}`)
    const { outcome, reference } = await keepAndMail(transport, stored, isReference(body[REFERENCE_FIELD]), request.event)
    // Never "received" unless the clinic has it: delivered, or stored for the retry.
    if (outcome === "failed") return problem(503, "unavailable", true, { "Retry-After": "60" })
    const isHeld = outcome !== "delivered"
    if (!wantsJson) {
      log(`[consultation] 303 ${reference}${isHeld ? " stored, waiting for delivery" : ""}`)
      return {
        status: 303,
        headers: {
          ...BARE_HEADERS,
          Location: confirmationPath(CONSULTATION_ENDPOINT, reference, config.receiptKey, isHeld, copy.lang),
          "Cache-Control": "no-store",
        },
        body: "",
      }
    }
    if (isHeld) return reply(202, { ok: true, reference, held: true }, heldPage(copy, reference))
    return reply(200, { ok: true, reference }, successPage(copy, reference))
  }

  /**
   * Keeps a valid request in the store, marked as being mailed, then mails it; or, when the store
   * fails, mails it without. Every store call has a deadline and the first failure decides: a
   * write the store did not confirm may have landed, so the request is mailed under the same
   * reference, and a record that did land is closed after the mail (or, if that cannot be done,
   * mailed again by the retry after the attempt's lease, marked as a possible repeat). A store that
   * did not answer in time is not asked again for this request. A reference already in the store
   * is this same request sent again (referenceOf): it is not mailed twice.
   */
  async function keepAndMail(
    transport: Transport,
    stored: StoredRequest,
    fromForm: boolean,
    event: LambdaEventLike | undefined,
  ): Promise<{ outcome: "delivered" | "waiting" | "failed"; reference: string }> {
    const { reference } = stored
    let storeHung = false
    const onFault: StoreFaultListener = (fault, timedOut) => {
      storeHung ||= timedOut
      log(`[consultation] ${reference} store: ${fault}`)
    }
    let requests: RequestStore | undefined
    let held: Held | undefined
    let unconfirmed = false
    try {
      requests = (options.openStore ?? ((e, f) => openStore(config, e, f)))(event, onFault)
      held = await requests?.add(stored)
      if (requests && !held) {
        // A random reference already taken (about once in a trillion requests): mailed under another, without the store.
        if (!fromForm) return keepAndMail(transport, { ...stored, reference: newReference() }, false, undefined)
        const state = await requests.state(reference).catch(() => undefined)
        log(`[consultation] ${reference} sent again: the clinic has it already (${state?.state ?? "state unknown"}), not mailed twice`)
        return { outcome: state?.state === "delivered" ? "delivered" : "waiting", reference }
      }
    } catch (error) {
      log(`[consultation] ${reference} could not be stored (${errorName(error)}): mailed without the store`)
      unconfirmed = requests !== undefined
    }
    if (requests && held) return { outcome: await mailMarked(requests, transport, held, false, log), reference }
    try {
      await transport.deliver(stored, unconfirmed ? { attempt: 1, mayRepeat: false } : undefined)
    } catch (error) {
      // The reason (timeout, refused, rejected) is logged; the request itself is not.
      log(`[consultation] ${reference} delivery by ${transport.kind} failed: ${errorName(error)}`)
      return { outcome: "failed", reference }
    }
    if (requests && unconfirmed && !storeHung) {
      await requests
        .deliveredUnrecorded(stored)
        .catch((error: unknown) =>
          log(
            `[consultation] ${reference} mailed; its unconfirmed record could not be closed (${errorName(error)}): a retry may mail it again, marked`,
          ),
        )
    }
    return { outcome: "delivered", reference }
  }

  return async function answer(request: ConsultationHttpRequest): Promise<ConsultationHttpReply> {
    try {
      return await handle(request)
    } catch (error) {
      log(`[consultation] 500 unexpected ${errorName(error)}`)
      const json = String(request.headers?.accept ?? "").includes("application/json")
      return {
        status: 500,
        headers: {
          ...(json ? BARE_HEADERS : PAGE_HEADERS),
          "Content-Type": `${json ? "application/json" : "text/html"}; charset=utf-8`,
          "Cache-Control": "no-store",
        },
        body: json
          ? JSON.stringify({ ok: false, message: `${englishCopy.forms.unavailable} ${clinicPhone}.` })
          : problemPage(englishCopy, englishCopy.forms.unavailable, true),
      }
    }
  }
}

export type ConsultationService = ReturnType<typeof createConsultationService>
