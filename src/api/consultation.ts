import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import site from "../../content/site.json"
import { readBody } from "../lib/server/consultation/body"
import type { ConsultationService } from "../lib/server/consultation/handler"
import { lambdaEventOf } from "../lib/server/consultation/lambda-event"
import { BARE_HEADERS } from "../lib/server/consultation/result-page"

/**
 * POST /api/consultation: both consultation forms post here (JSON from the script, urlencoded
 * without JavaScript); GET /api/consultation?reference=… is the confirmation page a form posted
 * without JavaScript is redirected to. Deployed as a Netlify Function by gatsby-adapter-netlify,
 * and served by `gatsby serve` on a developer's machine.
 */

// Gatsby's webpack build replaces `process.env.X` with the value at build time. The endpoint's
// settings (SMTP_URL and its password above all) must be read when the function starts, never baked
// into the bundle, hence this indirect lookup.
function runtimeEnv(): Record<string, string | undefined> {
  const proc = (globalThis as Record<string, unknown>)["process"] as { env: Record<string, string | undefined> }
  return proc["env"]
}

// `gatsby serve` deletes this module from the require cache and loads it again for every request,
// so the one service of the process (its transport, outbox queue and rate-limit counts) lives on
// globalThis rather than in a module variable.
const SERVICE = Symbol.for("clinic.consultation.service")
type ServiceHolder = { [SERVICE]?: ConsultationService }

// The service and its dependencies (nodemailer, zod, the content) are evaluated once per process,
// on the first request. "eager" keeps them in this file: the adapter deploys only the function's
// own file, so a separate chunk would be missing on the host (__tests__/built/function.built.ts).
async function service(): Promise<ConsultationService> {
  const holder = globalThis as ServiceHolder
  if (!holder[SERVICE]) {
    const [{ readConfig }, { createConsultationService }] = await Promise.all([
      import(/* webpackMode: "eager" */ "../lib/server/consultation/config"),
      import(/* webpackMode: "eager" */ "../lib/server/consultation/handler"),
    ])
    holder[SERVICE] ??= createConsultationService(readConfig(runtimeEnv()))
  }
  return holder[SERVICE]
}

function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value
}

export default async function consultation(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  // Gatsby's function wrapper neither awaits nor catches this promise: anything thrown here would
  // leave the request unanswered (or end the process), so nothing may escape.
  try {
    const query = Object.fromEntries(Object.entries(req.query ?? {}).map(([name, value]) => [name, firstValue(value)]))
    const reply = await (
      await service()
    )({
      method: req.method ?? "GET",
      headers: req.headers,
      query,
      socketAddress: req.socket?.remoteAddress,
      // Gatsby's parsers are switched off (see src/lib/server/consultation/function-config.ts): the endpoint reads the body itself.
      readBody: req.readableEnded ? undefined : (maxBytes) => readBody(req, maxBytes),
      event: lambdaEventOf(req),
    })
    res.status(reply.status)
    for (const [name, value] of Object.entries(reply.headers)) res.setHeader(name, value)
    res.send(reply.body)
  } catch (error) {
    console.error(`[consultation] 500 before the service answered: ${error instanceof Error ? error.name : typeof error}`)
    res.status(500)
    for (const [name, value] of Object.entries(BARE_HEADERS)) res.setHeader(name, value)
    res.setHeader("Content-Type", "text/plain; charset=utf-8")
    res.send(`Your request could not be sent. Please call the clinic at ${site.phone}.`)
  }
}

// The function's settings for Gatsby (body parsers off), re-exported so: see that file.
export * from "../lib/server/consultation/function-config"
