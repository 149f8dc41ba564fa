/** @jest-environment node */
import path from "node:path"
import { loadDeployedFunctions, type DeployedFunction } from "../../scripts/lib/deployed-function"
import { startFaultRig, type FaultFigures, type FaultScenario } from "../../scripts/lib/fault-rig"

/**
 * The deployed consultation function (a fresh instance of the adapter's handler, in a process of
 * its own, as the host starts it) with a real Blobs server and a real SMTP server, each behind a
 * fault proxy, and the scheduled retry after each burst: what the patient is told and what reaches
 * the clinic's inbox under each fault. `npm run bench:api` runs the same scenarios with 500
 * requests; the figures are in docs/endpoint.md. Runs after `gatsby build` (scripts/test.sh).
 */
const ROOT = path.join(__dirname, "..", "..")
const deployed = loadDeployedFunctions(ROOT)
const consultation = deployed.functions.find((fn) => fn.includedFiles.some((file) => file.endsWith("consultation.js"))) as DeployedFunction

let rig: Awaited<ReturnType<typeof startFaultRig>>
beforeAll(async () => {
  // Short deadlines keep the tests fast; the bench runs the defaults.
  rig = await startFaultRig(consultation, { storeTimeoutMs: 1_000, sendTimeoutMs: 2_000, answerLimitMs: 15_000 })
}, 30_000)
afterAll(async () => {
  await rig?.stop()
  deployed.cleanUp()
})

const REQUESTS = 6
const SCENARIO_MS = 60_000

/** What must hold under any fault: every request answered in time, none lost, no repeat the clinic cannot tell apart. */
function expectNothingLostOrUnmarked(figures: FaultFigures) {
  expect({
    noAnswer: figures.noAnswer,
    lost: figures.lost,
    duplicatesUnmarked: figures.duplicatesUnmarked,
    falselyMarked: figures.falselyMarked,
  }).toEqual({ noAnswer: 0, lost: 0, duplicatesUnmarked: 0, falselyMarked: 0 })
  expect(figures.answerMs.max).toBeLessThan(15_000)
}

describe("a store that fails while the mail works: every request is answered within seconds and mailed", () => {
  it.each<[string, FaultScenario]>([
    ["answering 500", { store: 500 }],
    ["answering 429 (throttled)", { store: 429 }],
    ["accepting connections and never answering", { store: "hang" }],
    ["refusing connections", { store: "refuse" }],
  ])(
    "the store %s",
    async (_, scenario) => {
      const figures = await rig.run(scenario, REQUESTS)
      expectNothingLostOrUnmarked(figures)
      expect(figures.accepted).toBe(REQUESTS)
      expect(figures.delivered).toBe(REQUESTS)
      expect(figures.duplicatesMarked).toBe(0)
    },
    SCENARIO_MS,
  )

  it(
    "a write that lands but answers 500: one mail per request under one reference, or a repeat marked as such",
    async () => {
      const figures = await rig.run({ store: "land-then-500", storeMethods: ["PUT"] }, REQUESTS)
      expectNothingLostOrUnmarked(figures)
      expect(figures.accepted).toBe(REQUESTS)
      expect(figures.referencesPerRequest).toBe(1)
    },
    SCENARIO_MS,
  )
})

describe("one mail per request, or a marked repeat", () => {
  it.each<[string, FaultScenario, number, Partial<FaultFigures>]>([
    [
      "the mail server's answer cut off after it took the whole mail: the patient is told it is kept, and the retry's mail is marked",
      { smtp: "cut-after-data" },
      REQUESTS,
      { held: REQUESTS, duplicatesMarked: REQUESTS },
    ],
    [
      "a mail server that never greets: nothing reached it, so the retry's mail is not marked as a repeat",
      { smtp: "hang" },
      REQUESTS,
      { held: REQUESTS, duplicatesMarked: 0 },
    ],
    ["two retry runs at once over a backlog: no repeat goes out unmarked", { smtp: "refuse", retries: 2 }, 40, { held: 40 }],
  ])(
    "%s",
    async (_, scenario, requests, expected) => {
      const figures = await rig.run(scenario, requests)
      expectNothingLostOrUnmarked(figures)
      expect(figures).toMatchObject(expected)
    },
    SCENARIO_MS,
  )
})
