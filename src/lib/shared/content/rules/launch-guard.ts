import { approvalState, approvalStateInWords, reviewPolicyOf } from "../review/approvals"
import { SITE_FILE } from "../model/content-paths"
import { siteSchema } from "../model/site-schema"
import { dataOf } from "../model/unchecked"
import type { Approval } from "../model/records"
import { healthDetailsWithoutAgreement } from "./business-associates"
import { testimonialsWithEndedConsent, testimonialsWithoutConsent } from "./consent"
import { fieldName, walkEntries, type ContentFile, type ContentProblem } from "../model/content-file"
import { labelInForm } from "../wording/field-words"
import { harvestsWithoutLegalBasis } from "./legal-basis"
import { PLACEHOLDER, stringsIn, UNFINISHED } from "./placeholders"
import { pricesWithoutDate } from "./price-dates"

/**
 * What stops the site going live. Sample testimonials, outcome figures, team cards and legal
 * texts are marked `"sample": true` until the clinic supplies real, consented, documented ones;
 * the identity in content/site.json ships with fictional placeholders. Publishing either would
 * put invented reviews, invented figures or a wrong phone number in front of patients, so a
 * production build fails while any remains, and every other build warns.
 */
export type LaunchBlocker = ContentProblem

/** Netlify sets CONTEXT=production for the live site; SITE_ENV=production does the same anywhere else. */
export function isProductionBuild(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.CONTEXT === "production" || env.SITE_ENV === "production"
}

/** The fields of a file changed since an earlier approval of it, where the repository's history tells. */
type ChangedSinceApproval = (file: ContentFile, earlier: Approval) => readonly string[] | undefined

/**
 * Every sample entry (file and field), every placeholder (a text that says "Placeholder", such as
 * a hospital's name the clinic has not yet given), every figure's evidence that still says
 * "Sample" or "Placeholder", every testimonial without its patient's consent record whatever its
 * sample flag says or whose consent has ended or been taken back by `today` (the build's date, UTC,
 * as "2026-11-29"), every placeholder in the clinic's identity, every harvest of a priced
 * treatment with no legal basis on record (legal-basis.ts), and every file whose present
 * version lacks an approval it needs (approvals.ts), with who approved an earlier one and what changed since.
 */
export function findLaunchBlockers(files: readonly ContentFile[], options: LaunchGuardOptions = {}): LaunchBlocker[] {
  return [...samplesAndPlaceholders(files, options.today), ...unapprovedFiles(files, options.changedSince)]
}

export interface LaunchGuardOptions {
  /** The build's date ("2026-11-29", UTC): a testimonial's consent that ends before it blocks launch. */
  today?: string
  /** What changed in a file since an earlier approval, for the message (git's history, at build time). */
  changedSince?: ChangedSinceApproval
}

/** What only the clinic can replace: every blocker of findLaunchBlockers but the approvals. */
export function samplesAndPlaceholders(files: readonly ContentFile[], today: string = isoDate(new Date())): LaunchBlocker[] {
  const blockers: LaunchBlocker[] = []
  for (const file of files) {
    walkEntries(file.data, [], (entry, path) => {
      if (entry.sample === true) {
        blockers.push({ file: file.path, field: fieldName(path) || "(file)", message: `is marked "${labelInForm(file.path, file.data, path, "sample")}"` })
      }
      return true
    })
    for (const { text, path } of stringsIn(file.data)) {
      const field = fieldName(path)
      if (PLACEHOLDER.test(text)) {
        blockers.push({ file: file.path, field, message: `is still a placeholder ("${text}"): write the clinic's own` })
      } else if (path.includes("evidence") && UNFINISHED.test(text)) {
        blockers.push({ file: file.path, field, message: `still says "${UNFINISHED.exec(text)![0]}" ("${text}"): write the clinic's own record` })
      }
    }
    if (file.path === SITE_FILE) blockers.push(...placeholderIdentity(file))
  }
  blockers.push(...testimonialsWithoutConsent(files, { samplesToo: true }))
  blockers.push(...testimonialsWithEndedConsent(files, today))
  blockers.push(...healthDetailsWithoutAgreement(files))
  blockers.push(...pricesWithoutDate(files))
  blockers.push(...harvestsWithoutLegalBasis(files))
  return blockers
}

/** "2026-11-29": the day of `date` in UTC, as the content writes dates. */
function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** Every file patients would read without the approvals its present version needs. */
function unapprovedFiles(files: readonly ContentFile[], changedSince?: ChangedSinceApproval): LaunchBlocker[] {
  const policy = reviewPolicyOf(files)
  return files.flatMap((file) => {
    const state = approvalState(file, policy)
    if (state.approved) return []
    const words = approvalStateInWords(state, changedSince && ((earlier) => changedSince(file, earlier)))
    return [{ file: file.path, field: "(file)", message: `is ${words}` }]
  })
}

export interface LaunchGuardResult {
  /** True when the build must stop. */
  fail: boolean
  /** What to print: empty when nothing blocks launch. */
  message: string
}

/** The verdict for one build: production fails naming every item; other builds only warn. */
export function launchGuard(
  files: readonly ContentFile[],
  env: Readonly<Record<string, string | undefined>>,
  options: LaunchGuardOptions = {},
): LaunchGuardResult {
  const blockers = findLaunchBlockers(files, options)
  if (blockers.length === 0) return { fail: false, message: "" }
  const list = blockers.map((b) => `  content/${b.file}: field "${b.field}" ${b.message}`).join("\n")
  const production = isProductionBuild(env)
  const head = production
    ? `LAUNCH BLOCKED: this is a production build and ${blockers.length} item(s) in content/ may not reach patients: unapproved changes, samples or placeholders.`
    : `NOT READY FOR PATIENTS: ${blockers.length} item(s) in content/ are unapproved changes, samples or placeholders. A production build (CONTEXT=production or SITE_ENV=production) will fail until they are approved or replaced.`
  const tail =
    "Have each unapproved file approved by the reviewers it needs, listed in content/site.json (in the editor, or npm run review); " +
    'replace each sample, then delete its "sample": true: testimonials only with real ones from patients who consented in writing ' +
    "(each with its consent record; remove a story whose consent has ended or been taken back), figures only with the clinic's own measured data and its evidence, team cards and legal texts " +
    "with the clinic's own; write the clinic's own facts over every placeholder, and the identity in content/site.json with the " +
    'clinic\'s real phone, domain, e-mail and physician (see README, "What blocks launch").'
  return { fail: production, message: `${head}\n${list}\n${tail}` }
}

const PLACEHOLDER_PHYSICIAN = /\b(jane|john) doe\b/i

function placeholderIdentity(file: ContentFile): LaunchBlocker[] {
  const site = dataOf(file, siteSchema)
  if (!site) return []
  const found: LaunchBlocker[] = []
  const flag = (field: string, message: string) => found.push({ file: file.path, field, message })
  if (typeof site.phone === "string" && /\b555[-\s]?\d{4}\b/.test(site.phone)) {
    flag("phone", `is the placeholder "${site.phone}" (a 555 number); use the clinic's real phone number`)
  }
  if (typeof site.siteUrl === "string" && isExampleDomain(hostOf(site.siteUrl))) {
    flag("siteUrl", `is the placeholder "${site.siteUrl}" (an .example domain); use the site's real address`)
  }
  if (typeof site.email === "string" && isExampleDomain(site.email.split("@").pop() ?? "")) {
    flag("email", `is the placeholder "${site.email}" (an .example domain); use the clinic's real e-mail`)
  }
  const name = site.physician?.name
  if (typeof name === "string" && PLACEHOLDER_PHYSICIAN.test(name)) {
    flag("physician.name", `is the placeholder physician "${name}"; use the real physician's name`)
  }
  return found
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return url
  }
}

/** The domains reserved for examples (RFC 2606): .example, example.com/.net/.org. */
function isExampleDomain(host: string): boolean {
  return /(^|\.)example$/i.test(host) || /(^|\.)example\.(com|net|org)$/i.test(host)
}
