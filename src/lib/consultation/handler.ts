import type { ConsultationConfig } from "./config"
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "./constants"
import { parseBody } from "./body"
import { clinicPhone, conditionLabels, formsCopy } from "./copy"
import { createTransport, newReference, type Transport } from "./delivery"
import { RateLimiter } from "./rate-limit"
import { fieldErrorsPage, problemPage, successPage } from "./result-page"
import { validateConsultation } from "./schema"

/** What the endpoint needs of an HTTP request, whatever the server framework. */
export interface ConsultationHttpRequest {
  method: string
  headers: Record<string, string | string[] | undefined>
  /** The parsed body (JSON or urlencoded). */
  body: unknown
  /** The client's address, for the rate limit. */
  address: string
  /** Reads the raw body up to a size (null past it), when the server has not parsed it. */
  readBody?: (maxBytes: number) => Promise<Buffer | null>
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
}

const ACCEPTED_TYPES = ["application/json", "application/x-www-form-urlencoded"]

function header(request: ConsultationHttpRequest, name: string): string {
  const value = request.headers[name]
  return (Array.isArray(value) ? value[0] : value) ?? ""
}

/**
 * The consultation endpoint as a plain function of a request: checks method, type, size, rate,
 * bots and fields, delivers, and answers JSON to the script-driven forms or an HTML page to a
 * browser that posted the form without JavaScript.
 */
export function createConsultationService(config: ConsultationConfig, options: ConsultationServiceOptions = {}) {
  const log = options.log ?? ((line: string) => console.info(line))
  const transport = options.transport ?? createTransport(config, conditionLabels, log)
  const limiter = new RateLimiter(config.rateLimit, config.rateWindowMs, options.now)

  return async function handle(request: ConsultationHttpRequest): Promise<ConsultationHttpReply> {
    const wantsJson = header(request, "accept").includes("application/json")

    function reply(status: number, json: object, html: string, extra: Record<string, string> = {}): ConsultationHttpReply {
      log(`[consultation] ${status}${"reference" in json ? ` ${String((json as { reference: string }).reference)}` : ""}`)
      return wantsJson
        ? { status, headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...extra }, body: JSON.stringify(json) }
        : { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...extra }, body: html }
    }
    const problem = (status: number, text: string, withPhone: boolean, extra?: Record<string, string>) =>
      reply(status, { ok: false, message: withPhone ? `${text} ${clinicPhone}.` : text }, problemPage(text, withPhone), extra)

    if (request.method !== "POST") return problem(405, formsCopy.rejected, false, { Allow: "POST" })

    const type = header(request, "content-type").split(";")[0].trim().toLowerCase()
    if (!ACCEPTED_TYPES.includes(type)) return problem(415, formsCopy.rejected, false)

    const length = Number(header(request, "content-length") || 0)
    if (length > config.maxBodyBytes) return problem(413, formsCopy.rejected, false)

    const rate = limiter.hit(request.address)
    if (!rate.allowed) return problem(429, formsCopy.rateLimited, true, { "Retry-After": String(rate.retryAfterSeconds) })

    let parsed: unknown = request.body
    if (request.readBody) {
      const raw = await request.readBody(config.maxBodyBytes)
      if (raw === null) return problem(413, formsCopy.rejected, false)
      parsed = parseBody(type, raw.toString("utf8"))
      if (parsed === undefined) return problem(400, formsCopy.rejected, false)
    }
    const body = (parsed && typeof parsed === "object" ? parsed : {}) as Record<string, unknown>
    const reference = newReference()

    // Bots: a filled honeypot, or a form sent faster than a person can fill it. They get the same
    // answer as a person, so they learn nothing, and nothing is stored.
    const honeypot = body[HONEYPOT_FIELD]
    const fillMs = body[FILL_TIME_FIELD]
    const tooFast =
      config.minFillMs > 0 &&
      (fillMs === undefined || (fillMs !== "" && !(Number(fillMs) >= config.minFillMs)))
    if ((typeof honeypot === "string" && honeypot !== "") || (honeypot !== undefined && typeof honeypot !== "string") || tooFast) {
      log("[consultation] discarded as automated")
      return reply(200, { ok: true, reference }, successPage(reference))
    }

    const result = validateConsultation(body)
    if (!result.ok) {
      return reply(400, { ok: false, errors: result.errors, message: formsCopy.errorSummaryTitle }, fieldErrorsPage(result.errors))
    }

    try {
      await transport.deliver({ reference, receivedAt: new Date(options.now?.() ?? Date.now()).toISOString(), request: result.data })
    } catch (error) {
      // The reason (timeout, refused, rejected) is logged; the request itself is not.
      log(`[consultation] delivery by ${transport.kind} failed: ${(error as Error).name}: ${(error as Error).message}`)
      return problem(503, formsCopy.unavailable, true, { "Retry-After": "60" })
    }
    return reply(200, { ok: true, reference }, successPage(reference))
  }
}

export type ConsultationService = ReturnType<typeof createConsultationService>
