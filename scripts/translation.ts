/**
 * The translations, from the command line (a translator's approval is recorded by npm run review, scripts/review.ts):
 *   npm run translation:status                              each translated file's state, by language
 *   npm run translation:translated -- es pages/home.json    records that content/es/pages/home.json renders today's English
 *   npm run translation:sync                                copies the English files' changed addresses, phone, images... into every translation
 */
import path from "node:path"
import { parseArgs } from "node:util"
import { loadSiteContent } from "../src/lib/build-time/content/content-snapshot"
import {
  describeStatus,
  recordTranslation,
  syncTranslations,
  translationStatusesIn,
} from "../src/lib/build-time/translations/translation-report"

const ROOT = path.resolve(__dirname, "..")
/** The site's content as it is now (read again after each file a command writes). */
const content = () => loadSiteContent(ROOT, {})

const { positionals } = parseArgs({ allowPositionals: true })
const [command, lang, file] = positionals

try {
  if (command === "status") {
    const statuses = translationStatusesIn(content())
    for (const status of statuses) console.log(`${status.state.padEnd(10)} ${describeStatus(status)}`)
    for (const lang of new Set(statuses.map((status) => status.lang))) {
      const count = (state: string) => statuses.filter((status) => status.lang === lang && status.state === state).length
      console.log(
        `${lang}: ${count("reviewed")} approved, ${count("unreviewed")} not approved, ${count("stale")} stale, ${count("broken")} broken, ${count("missing")} not translated; ${statuses.filter((status) => status.lang === lang && status.waiting).length} with new English entries to translate`,
      )
    }
  } else if (command === "sync") {
    const synced = syncTranslations(content())
    for (const { file: changed, copied } of synced) {
      console.log(
        `content/${changed}: ${copied.length > 0 ? `copied ${copied.join(", ")} from the English` : "fields put in the English order"}`,
      )
    }
    if (synced.length === 0) console.log("Every translation already has the English files' values.")
  } else if (command === "translated" && lang && file) {
    console.log(describeStatus(recordTranslation(content(), lang, file)))
  } else {
    console.error(
      "Usage: npm run translation:status | translation:sync | translation:translated -- <lang> <English file, e.g. pages/home.json> (a translator's approval: npm run review)",
    )
    process.exitCode = 2
  }
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
}
