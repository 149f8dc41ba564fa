/**
 * The translations' review, from the command line:
 *   npm run translation:status                              each translated file's state, by language
 *   npm run translation:translated -- es pages/home.json    records that content/es/pages/home.json renders today's English
 *   npm run translation:review -- es pages/home.json --by "Name"   records a qualified translator's review of content/es/pages/home.json
 *   npm run translation:sync                                copies the English files' changed addresses, phone, images... into every translation
 */
import path from "node:path"
import { parseArgs } from "node:util"
import {
  describeStatus,
  recordReview,
  recordTranslation,
  syncTranslations,
  translationStatusesIn,
} from "../src/lib/build-time/translation-status"

const CONTENT_DIR = path.resolve(__dirname, "..", "content")

const { positionals, values } = parseArgs({ allowPositionals: true, options: { by: { type: "string" } } })
const [command, lang, file] = positionals

try {
  if (command === "status") {
    const statuses = translationStatusesIn(CONTENT_DIR)
    for (const status of statuses) console.log(`${status.state.padEnd(10)} ${describeStatus(status)}`)
    for (const lang of new Set(statuses.map((status) => status.lang))) {
      const count = (state: string) => statuses.filter((status) => status.lang === lang && status.state === state).length
      console.log(
        `${lang}: ${count("reviewed")} reviewed, ${count("unreviewed")} never reviewed, ${count("stale")} stale, ${count("broken")} broken, ${count("missing")} not translated`,
      )
    }
  } else if (command === "sync") {
    const synced = syncTranslations(CONTENT_DIR)
    for (const { file: changed, copied } of synced) {
      console.log(
        `content/${changed}: ${copied.length > 0 ? `copied ${copied.join(", ")} from the English` : "fields put in the English order"}`,
      )
    }
    if (synced.length === 0) console.log("Every translation already has the English files' values.")
  } else if (command === "translated" && lang && file) {
    console.log(describeStatus(recordTranslation(CONTENT_DIR, lang, file)))
  } else if (command === "review" && lang && file && values.by) {
    const today = new Date().toISOString().slice(0, 10)
    console.log(describeStatus(recordReview(CONTENT_DIR, lang, file, values.by, today)))
  } else {
    console.error(
      'Usage: npm run translation:status | translation:sync | translation:translated -- <lang> <English file, e.g. pages/home.json> | translation:review -- <lang> <English file> --by "Name"',
    )
    process.exitCode = 2
  }
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
}
