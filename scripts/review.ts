/**
 * The approvals of what patients read (src/lib/shared/content/review/approvals.ts), from the command line:
 *   npm run review:status                                                    every content file's approvals, English and translated
 *   npm run review -- treatments/knee.json --as clinical --by "Name"         records a listed reviewer's approval of today's version
 *   npm run review -- es/pages/home.json --as translation --by "Name"        a translator's approval of a translation
 * The editor records the same approvals ("This save records").
 */
import path from "node:path"
import { parseArgs } from "node:util"
import { loadSiteContent } from "../src/lib/build-time/content/content-snapshot"
import { approvalStatesIn, recordApproval } from "../src/lib/build-time/content/approval-history"
import { describeStatus, translationStatusesIn } from "../src/lib/build-time/translations/translation-report"

const ROOT = path.resolve(__dirname, "..")
/** The site's content as it is now (read again after each file a command writes). */
const content = () => loadSiteContent(ROOT, {})

const { positionals, values } = parseArgs({ allowPositionals: true, options: { by: { type: "string" }, as: { type: "string" } } })
const [command, file] = positionals

try {
  if (command === "status") {
    const english = approvalStatesIn(content())
    for (const { state, words } of english) console.log(`content/${state.file}: ${words}`)
    for (const status of translationStatusesIn(content())) console.log(describeStatus(status))
    const approved = english.filter(({ state }) => state.approved).length
    console.log(`English: ${approved} of ${english.length} file(s) approved; a production build refuses the others.`)
  } else if (command === "approve" && file && values.as && values.by) {
    const today = new Date().toISOString().slice(0, 10)
    console.log(`content/${file}: ${recordApproval(content(), file, values.as, values.by, today)}`)
  } else {
    console.error('Usage: npm run review:status | npm run review -- <file under content/> --as clinical|compliance|translation --by "Name"')
    process.exitCode = 2
  }
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
}
