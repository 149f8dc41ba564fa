import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { readBody } from "../lib/consultation/body"
import type { ConsultationService } from "../lib/consultation/handler"

/**
 * POST /api/consultation: both consultation forms post here (JSON from the script, urlencoded
 * without JavaScript). Runs under `gatsby serve` and on hosts with Gatsby Functions.
 */

// Gatsby's webpack build replaces `process.env.X` with the value at build time. The endpoint's
// settings (SMTP_URL and its password above all) must be read when the server starts, never baked
// into the bundle, hence this indirect lookup.
function runtimeEnv(): Record<string, string | undefined> {
  const proc = (globalThis as Record<string, unknown>)["process"] as { env: Record<string, string | undefined> }
  return proc["env"]
}

// `gatsby serve` deletes this module from the require cache and loads it again for every request,
// so the one service of the process (its transport, outbox queue and rate-limit counts, and the
// outbox announcement made once) lives on globalThis rather than in a module variable.
const SERVICE = Symbol.for("clinic.consultation.service")
type ServiceHolder = { [SERVICE]?: ConsultationService }

// The service and its dependencies (nodemailer, zod, the content) are loaded with a dynamic
// import, which webpack puts in a separate chunk: the module that gatsby serve re-evaluates on
// every request stays tiny, and the heavy code is evaluated once per process.
async function service(): Promise<ConsultationService> {
  const holder = globalThis as ServiceHolder
  if (!holder[SERVICE]) {
    const [{ readConfig }, { createConsultationService }] = await Promise.all([
      import("../lib/consultation/config"),
      import("../lib/consultation/handler"),
    ])
    holder[SERVICE] ??= createConsultationService(readConfig(runtimeEnv()))
  }
  return holder[SERVICE]
}

export default async function consultation(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  const reply = await (await service())({
    method: req.method ?? "GET",
    headers: req.headers,
    body: req.body,
    address: req.socket?.remoteAddress ?? "unknown",
    // Gatsby's parsers are switched off below: the endpoint reads the body itself.
    readBody: req.readableEnded ? undefined : (maxBytes) => readBody(req, maxBytes),
  })
  res.status(reply.status)
  for (const [name, value] of Object.entries(reply.headers)) res.setHeader(name, value)
  res.send(reply.body)
}

// Gatsby's own body parsers are switched off (they match only a type nobody sends): on malformed
// JSON they log the error message, which quotes the start of the body, and bodies hold health
// details. The endpoint reads and parses the body itself, with its own size limit.
//
// `config` must not be the first name of its `export const` statement: Gatsby's query compiler
// scans src/ for a first-declared `config` export, takes it for a page's rendering config and
// then builds server-rendering engines for the whole site (which fail on sharp's native module).
const NOT_PARSED_BY_GATSBY = { type: "application/x-consultation-parsed-by-the-function", limit: "1kb" }
export const BODY_READ_BY_THE_FUNCTION = true,
  config = {
    bodyParser: {
      json: NOT_PARSED_BY_GATSBY,
      text: NOT_PARSED_BY_GATSBY,
      raw: NOT_PARSED_BY_GATSBY,
      urlencoded: { ...NOT_PARSED_BY_GATSBY, extended: false },
    },
  }
