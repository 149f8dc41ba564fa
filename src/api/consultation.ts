import type { GatsbyFunctionConfig, GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"
import { readConfig } from "../lib/consultation/config"
import { createConsultationService, type ConsultationService } from "../lib/consultation/handler"

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

let service: ConsultationService | undefined

export default async function consultation(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  service ??= createConsultationService(readConfig(runtimeEnv()))
  const reply = await service({
    method: req.method,
    headers: req.headers,
    body: req.body,
    address: req.socket?.remoteAddress ?? "unknown",
  })
  res.status(reply.status)
  for (const [name, value] of Object.entries(reply.headers)) res.setHeader(name, value)
  res.send(reply.body)
}

/** Gatsby's own parsers stop at 64 kB; the endpoint itself refuses anything over its configured limit (16 kB by default). */
export const config: GatsbyFunctionConfig = {
  bodyParser: {
    json: { limit: "64kb" },
    urlencoded: { limit: "64kb", extended: false },
    text: { limit: "64kb" },
    raw: { limit: "64kb" },
  },
}
