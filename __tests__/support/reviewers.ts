import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { recordApproval } from "../../src/lib/build-time/content/approval-history"
import { recordTranslation, syncTranslations } from "../../src/lib/build-time/translations/translation-report"
import { withApproval, reviewPolicyOf, type ReviewPolicy } from "../../src/lib/shared/content/review/approvals"
import type { ContentFile } from "../../src/lib/shared/content/model/content-file"
import type { ReviewRole } from "../../src/lib/shared/content/model/records"
import { snapshotOf } from "./content-files"

/**
 * Reviewers for tests: plainly no real person (a test never records a review in a real reviewer's
 * name), one for each review, and a translator of every language.
 */
export const TEST_REVIEWERS = [
  { name: "Test Clinician", qualification: "fixture, not a person", roles: ["clinical"] },
  { name: "Test Compliance Reviewer", qualification: "fixture, not a person", roles: ["compliance"] },
  { name: "Test Translator", qualification: "fixture, not a person", roles: ["translation"], languages: ["es", "fr", "ht"] },
]

/** A site.json with the test reviewers and what each file needs (treatments: clinical and compliance; the rest: compliance). */
export function siteWithReviewers(data: Record<string, unknown> = {}): ContentFile {
  return {
    path: "site.json",
    data: {
      ...data,
      reviewers: TEST_REVIEWERS,
      reviewsRequired: [
        { files: "treatments/*", roles: ["clinical", "compliance"] },
        { files: "**", roles: ["compliance"] },
      ],
    },
  }
}

/** `file` approved, as it is now, by the test reviewer of each review `policy` asks of it. */
export function approved(file: ContentFile, policy: ReviewPolicy, on = "2026-11-30"): ContentFile {
  const roles: Record<ReviewRole, string> = {
    clinical: "Test Clinician",
    compliance: "Test Compliance Reviewer",
    translation: "Test Translator",
  }
  return (["clinical", "compliance", "translation"] as const).reduce<ContentFile>((current, role) => {
    try {
      return { ...current, data: withApproval(current, role, roles[role], on, policy) }
    } catch {
      return current // a review this file does not need
    }
  }, file)
}

/** Every file approved by the test reviewers, site.json (with their list) included. */
export function allApproved(files: readonly ContentFile[]): ContentFile[] {
  const site = files.find((file) => file.path === "site.json")
  const withList = [siteWithReviewers(site?.data as Record<string, unknown>), ...files.filter((file) => file.path !== "site.json")]
  const policy = reviewPolicyOf(withList)
  return withList.map((file) => approved(file, policy))
}

/**
 * A translator on the list approves the translation of `source` (an English path, "pages/home.json")
 * into `lang` in `contentDir` as it is, rendering today's English: the test reviewers are put on the
 * list of its site.json first.
 */
export function reviewTranslation(contentDir: string, lang: "es" | "fr" | "ht", source: string, on = "2026-11-26"): void {
  const siteFile = path.join(contentDir, "site.json")
  const site = JSON.parse(fs.readFileSync(siteFile, "utf8")) as Record<string, unknown>
  if (JSON.stringify(site.reviewers) !== JSON.stringify(TEST_REVIEWERS)) {
    fs.writeFileSync(siteFile, `${JSON.stringify({ ...site, reviewers: TEST_REVIEWERS }, null, 2)}\n`)
  }
  recordTranslation(snapshotOf(contentDir), lang, source)
  recordApproval(snapshotOf(contentDir), `${lang}/${source}`, "translation", "Test Translator", on)
}

/**
 * A project folder like this one (its code, pages and packages linked) whose content/ is a copy
 * with the test reviewers on the clinic's list: for the editor's tests, whose forms offer them.
 */
export function projectWithReviewers(): { root: string; remove: () => void } {
  const project = path.join(__dirname, "..", "..")
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "project-"))
  for (const name of ["package.json", "node_modules", "src", "static"]) fs.symlinkSync(path.join(project, name), path.join(root, name))
  fs.cpSync(path.join(project, "content"), path.join(root, "content"), { recursive: true })
  const siteFile = path.join(root, "content", "site.json")
  fs.writeFileSync(
    siteFile,
    `${JSON.stringify({ ...JSON.parse(fs.readFileSync(siteFile, "utf8")), reviewers: TEST_REVIEWERS }, null, 2)}\n`,
  )
  // As staff would after changing the list: the translations of site.json take it too (npm run translation:sync).
  syncTranslations(snapshotOf(path.join(root, "content")))
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) }
}
