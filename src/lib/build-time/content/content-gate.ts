import { formatProblems } from "../../shared/content/model/content-file"
import { launchGuard } from "../../shared/content/rules/launch-guard"
import { changedSinceApproval } from "./approval-history"
import type { ContentSnapshot } from "./content-snapshot"
import { translationReport, translationStatusesIn } from "../translations/translation-report"

type Env = Readonly<Record<string, string | undefined>>

/** The launch guard over the content, each unapproved file with who approved its last version and the fields changed since. */
const guardOf = (content: ContentSnapshot, env: Env) =>
  launchGuard(content.files, env, {
    changedSince: (file, earlier) => changedSinceApproval(content.folders.content, file, earlier),
  })

/**
 * Why the build must stop before anything renders, or undefined: content/ breaks a rule (each
 * problem named by file and field), or this is a production build (CONTEXT=production or
 * SITE_ENV=production) and a file lacks its reviewers' approval of its present version (with who
 * approved the last one and the fields changed since), or sample or placeholder content remains.
 */
export function contentCheckFailure(content: ContentSnapshot, env: Env): string | undefined {
  if (content.problems.length > 0)
    return `The content check found ${content.problems.length} problem(s):\n${formatProblems(content.problems)}`
  const guard = guardOf(content, env)
  return guard.fail ? guard.message : undefined
}

/**
 * What a build that is not production says when it is done, or undefined: every sample and
 * placeholder item that would stop a production build, file by file and field by field.
 */
export function sampleContentWarning(content: ContentSnapshot, env: Env): string | undefined {
  return guardOf(content, env).message || undefined
}

/**
 * What the build says about translations not yet reviewed, or undefined: the files a production
 * build leaves out (each with what changed), or, in other builds, those built with their notice.
 */
export function translationWarning(content: ContentSnapshot, env: Env): string | undefined {
  return translationReport(translationStatusesIn(content), env)
}
