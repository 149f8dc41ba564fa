import { sha256 } from "@noble/hashes/sha2"
import { SITE_FILE } from "../model/content-paths"
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils"
import { languageForStaff, languageOfContentPath, SOURCE_LANGUAGE, type LanguageCode } from "../../languages"
import type { ContentFile } from "../model/content-file"
import { APPROVALS_FIELD, approvalsSchema, contentOnly, REVIEW_ROLES, withRecord, type Approval, type ReviewRole } from "../model/records"
import { reviewers, reviewsRequired, type Reviewer, type ReviewRequirement } from "../model/review-schemas"
import { recordOf, textDigest } from "../translation/translations"
import { inStaffWords } from "../wording/schema-words"

/**
 * Nothing reaches a patient unreviewed. Every content file, English or translated, carries the
 * approvals of the version patients will read (`approvals`): for each review its file needs, who
 * approved it (a reviewer on the clinic's list, content/site.json `reviewers`, who holds that
 * role), when, and the digest of the version approved. The clinic sets which files need which
 * reviews (`reviewsRequired`: a treatment page a clinician and a compliance reviewer, say); a
 * translation needs a qualified translator of its language. A later change to the file makes its
 * approvals those of an earlier version. A production build refuses an English file without every
 * approval of its present version, and leaves out such a translation; development and preview
 * builds show its pages with a notice. The content check's rules are the net under this review,
 * never the review itself.
 */
/** Each role as the build's messages and the editor name it. */
export const ROLE_WORDS: Readonly<Record<ReviewRole, string>> = {
  clinical: "clinical review",
  compliance: "compliance review",
  translation: "translation review",
}

export interface ReviewPolicy {
  reviewers: readonly Reviewer[]
  required: readonly ReviewRequirement[]
}

const DEFAULT_ROLES: readonly ReviewRole[] = ["clinical", "compliance"]

/** The clinic's reviewers and what each file needs, from content/site.json (none where it has no valid list). */
export function reviewPolicyOf(files: readonly ContentFile[]): ReviewPolicy {
  const site = (files.find((file) => file.path === SITE_FILE)?.data ?? {}) as Record<string, unknown>
  const people = reviewers.safeParse(site.reviewers)
  const required = reviewsRequired.safeParse(site.reviewsRequired)
  return { reviewers: people.success ? people.data : [], required: required.success ? required.data : [] }
}

function globPattern(glob: string): RegExp {
  const pattern = glob
    .split("**")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]*"))
    .join(".*")
  return new RegExp(`^${pattern}$`)
}

/** The reviews a file needs before patients read it: a translation its language's translator, an English file what its line of the policy says. */
export function requiredRoles(path: string, policy: ReviewPolicy): readonly ReviewRole[] {
  const { lang, source } = languageOfContentPath(path)
  if (lang !== SOURCE_LANGUAGE) return ["translation"]
  return policy.required.find((line) => globPattern(line.files).test(source))?.roles ?? DEFAULT_ROLES
}

function digest(value: string): string {
  return bytesToHex(sha256(utf8ToBytes(value))).slice(0, 16)
}

/** JSON with every object's keys sorted: the same content gives the same digest whatever the order of its keys. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`
  }
  return JSON.stringify(value) ?? "null"
}

/**
 * The digest of the version of a file a reviewer approves. Of an English file: everything in it but
 * its records (a text, a price, a flag such as `investigational` or the phone: what patients read
 * and what decides it). Of a translation: its own texts and the English texts it renders (its
 * `translation.source`), since its other values are the English file's, which that file's reviewers approve.
 */
function versionOf(file: ContentFile): string {
  const { lang, source } = languageOfContentPath(file.path)
  if (lang === SOURCE_LANGUAGE) return digest(canonicalJson(contentOnly(file.data)))
  return digest(JSON.stringify([recordOf(file)?.source ?? null, textDigest({ path: source, data: file.data })]))
}

/** The approvals a file records (none where its record is missing or malformed: the content check names that). */
function approvalsOf(file: ContentFile): Approval[] {
  const parsed = approvalsSchema.safeParse((file.data as Record<string, unknown> | null)?.[APPROVALS_FIELD], { error: inStaffWords })
  return parsed.success ? parsed.data : []
}

/** Why `name` may not approve `role` of a file in `lang`, or undefined when they may. */
function reviewerRefusal(name: string, role: ReviewRole, lang: LanguageCode, policy: ReviewPolicy): string | undefined {
  const person = policy.reviewers.find((candidate) => candidate.name === name.trim())
  if (!person) return `${name} is not on the clinic's list of reviewers (Site › Reviewers)`
  if (!person.roles.includes(role)) return `${name} is not listed for ${ROLE_WORDS[role]}`
  if (role === "translation" && !person.languages?.includes(lang)) return `${name} is not listed as a translator of ${languageForStaff(lang)}`
  return undefined
}

/** One review a file needs, and where it stands. */
interface RoleState {
  role: ReviewRole
  /** The approval of the present version, by a reviewer who may give it. */
  approval?: Approval
  /** Without one: the latest approval of an earlier version, by a reviewer who may give it. */
  earlier?: Approval
  /** Approvals not counted: their reviewer is not on the list, or not for this review or language. */
  refused: Array<{ approval: Approval; reason: string }>
}

export interface ApprovalState {
  /** The file, under content/. */
  file: string
  /** The digest of its present version (versionOf). */
  version: string
  roles: RoleState[]
  /** Every review it needs has approved its present version. */
  approved: boolean
}

/** Where the reviews of a file stand, against the clinic's list of reviewers. */
export function approvalState(file: ContentFile, policy: ReviewPolicy): ApprovalState {
  const version = versionOf(file)
  const { lang } = languageOfContentPath(file.path)
  const approvals = approvalsOf(file)
  const roles = requiredRoles(file.path, policy).map((role): RoleState => {
    const mine = approvals.filter((candidate) => candidate.role === role)
    const refused = mine.flatMap((candidate) => {
      const reason = reviewerRefusal(candidate.by, role, lang, policy)
      return reason ? [{ approval: candidate, reason }] : []
    })
    const counted = mine.filter((candidate) => !refused.some((entry) => entry.approval === candidate))
    const approvalOfVersion = counted.find((candidate) => candidate.version === version)
    const earlier = approvalOfVersion ? undefined : [...counted].sort((a, b) => a.on.localeCompare(b.on)).pop()
    return { role, approval: approvalOfVersion, earlier, refused }
  })
  return { file: file.path, version, roles, approved: roles.every((role) => role.approval !== undefined) }
}

/** "clinical review by Dr. Ana Ruiz on 2026-11-30" */
function approvalInWords(role: ReviewRole, given: Approval): string {
  return `${ROLE_WORDS[role]} by ${given.by} on ${given.on}`
}

/**
 * Where a file's reviews stand, in words, for the build's log, `npm run review` and the editor:
 * "approved (clinical review by … on …, compliance review by … on …)" or what it still needs, with
 * who approved an earlier version and the fields changed since (`changed`, where git's history tells).
 */
export function approvalStateInWords(state: ApprovalState, changed?: (earlier: Approval) => readonly string[] | undefined): string {
  if (state.approved) return `approved (${state.roles.map(({ role, approval: given }) => approvalInWords(role, given!)).join(", ")})`
  const needs = state.roles
    .filter((role) => !role.approval)
    .map(({ role, earlier, refused }) => {
      const notes: string[] = []
      if (earlier) {
        const fields = changed?.(earlier)
        notes.push(
          `${earlier.by} approved an earlier version on ${earlier.on}` +
            (fields && fields.length > 0 ? `; changed since: ${fields.map((field) => `"${field}"`).join(", ")}` : ""),
        )
      } else notes.push("never approved")
      for (const { approval: given, reason } of refused) notes.push(`the approval by ${given.by} is not counted: ${reason}`)
      return `${ROLE_WORDS[role]} (${notes.join("; ")})`
    })
  return `not approved for publication: it needs ${needs.join(", ")}`
}

/** An approval the save or `npm run review` does not record, with the reason in words. */
export class RefusedApproval extends Error {}

/**
 * The file's data with `name`'s approval of its present version for `role`, dated `on`, in place of
 * any earlier approval for that role. Refused when the person may not give it, or the file does not
 * need it.
 */
export function withApproval(file: ContentFile, role: ReviewRole, name: string, on: string, policy: ReviewPolicy): Record<string, unknown> {
  const { lang } = languageOfContentPath(file.path)
  const needed = requiredRoles(file.path, policy)
  if (!needed.includes(role)) {
    throw new RefusedApproval(`This page needs ${needed.map((needs) => ROLE_WORDS[needs]).join(" and ")}, not ${ROLE_WORDS[role]}.`)
  }
  const refusal = reviewerRefusal(name, role, lang, policy)
  if (refusal) throw new RefusedApproval(`${refusal}.`)
  const others = approvalsOf(file).filter((given) => given.role !== role)
  const recorded: Approval = { role, by: name.trim(), on, version: versionOf(file) }
  const approvals = [...others, recorded].sort((a, b) => REVIEW_ROLES.indexOf(a.role) - REVIEW_ROLES.indexOf(b.role))
  return withRecord(file.data, APPROVALS_FIELD, approvals)
}
