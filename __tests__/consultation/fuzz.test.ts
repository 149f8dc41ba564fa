/** @jest-environment node */
import { promises as fs } from "node:fs"
import os from "node:os"
import path from "node:path"
import { hostileBodies, LOGGED_NEVER } from "../../scripts/lib/hostile-payloads"
import { readConfig } from "../../src/lib/server/consultation/config"
import { createConsultationService } from "../../src/lib/server/consultation/handler"

/** A seeded sample of the hostile payloads `npm run bench:api` sends by the ten thousand. */
it("answers 500 hostile payloads with a 4xx each, stores none, logs none of their text, and leaves no rejection unhandled", async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "fuzz-"))
  const outbox = path.join(dir, "requests.jsonl")
  const logs: string[] = []
  const rejections: unknown[] = []
  const onRejection = (reason: unknown) => rejections.push(reason)
  process.on("unhandledRejection", onRejection)
  try {
    const handle = createConsultationService(
      readConfig({ CONSULTATION_OUTBOX: outbox, CONSULTATION_RATE_LIMIT: "0", CONSULTATION_MAX_BODY_BYTES: "100000" }),
      {
        log: (line) => logs.push(line),
      },
    )
    const statuses = new Map<number, number>()
    for (const body of hostileBodies(500, 20261124)) {
      const reply = await handle({
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        socketAddress: "192.0.2.1",
        readBody: async () => Buffer.from(body),
      })
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1)
    }
    await new Promise((resolve) => setImmediate(resolve))
    expect([...statuses.keys()].every((status) => status >= 400 && status < 500)).toBe(true)
    expect(await fs.readFile(outbox, "utf8").catch(() => "")).toBe("")
    expect(logs.filter((line) => LOGGED_NEVER.test(line))).toEqual([])
    expect(rejections).toEqual([])
  } finally {
    process.off("unhandledRejection", onRejection)
    await fs.rm(dir, { recursive: true, force: true })
  }
})
