import path from "node:path"
import { formatProblems } from "../shared/content/content-file"
import { launchGuard } from "../shared/content/launch-guard"
import { changedSinceApproval } from "./approval-history"
import { checkContentDir, readContentFiles } from "./load-content"
import { translationReport, translationStatusesIn } from "./translation-status"

/**
 * Why the build must stop before anything renders, or undefined: content/ breaks a rule (each
 * problem named by file and field), or this is a production build (CONTEXT=production or
 * SITE_ENV=production) and a file lacks its reviewers' approval of its present version (with who
 * approved the last one and the fields changed since), or sample or placeholder content remains.
 */
export function contentCheckFailure(root: string, env: Readonly<Record<string, string | undefined>>): string | undefined {
  const contentDir = path.join(root, "content")
  const problems = checkContentDir(contentDir, path.join(root, "static"), path.join(root, "src", "pages"))
  if (problems.length > 0) return `The content check found ${problems.length} problem(s):\n${formatProblems(problems)}`
  const guard = launchGuard(readContentFiles(contentDir).files, env, {
    changedSince: (file, earlier) => changedSinceApproval(contentDir, file, earlier),
  })
  return guard.fail ? guard.message : undefined
}

/**
 * What a build that is not production says when it is done, or undefined: every sample and
 * placeholder item that would stop a production build, file by file and field by field.
 */
export function sampleContentWarning(root: string, env: Readonly<Record<string, string | undefined>>): string | undefined {
  const contentDir = path.join(root, "content")
  return (
    launchGuard(readContentFiles(contentDir).files, env, {
      changedSince: (file, earlier) => changedSinceApproval(contentDir, file, earlier),
    }).message || undefined
  )
}

/**
 * What the build says about translations not yet reviewed, or undefined: the files a production
 * build leaves out (each with what changed), or, in other builds, those built with their notice.
 */
export function translationWarning(root: string, env: Readonly<Record<string, string | undefined>>): string | undefined {
  return translationReport(translationStatusesIn(path.join(root, "content")), env)
}
