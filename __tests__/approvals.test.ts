/** @jest-environment node */
import { execFileSync } from "node:child_process"
import { changedSinceApproval, recordApproval } from "../src/lib/build-time/content/approval-history"
import { readContentFiles } from "../src/lib/build-time/content/load-content"
import { contentCheckFailure } from "../src/lib/build-time/content/content-gate"
import {
  approvalState,
  approvalStateInWords,
  requiredRoles,
  reviewPolicyOf,
  withApproval,
} from "../src/lib/shared/content/review/approvals"
import { checkContent } from "../src/lib/shared/content/rules/check"
import type { ContentFile } from "../src/lib/shared/content/model/content-file"
import { launchGuard } from "../src/lib/shared/content/rules/launch-guard"
import { textDigest } from "../src/lib/shared/content/translation/translations"
import { allApproved, approved, siteWithReviewers } from "./support/reviewers"
import { copyOfContent, realContent, snapshotOf, treatmentFiles } from "./support/content-files"

/** Fixtures: a treatment page and a site.json listing the test reviewers (no real person). */
const site = siteWithReviewers()
const policy = reviewPolicyOf([site])
const treatment: ContentFile = { path: "treatments/example.json", data: { slug: "example", title: "Example", intro: "What it is." } }
const edited = (file: ContentFile, change: Record<string, unknown>): ContentFile => ({
  ...file,
  data: { ...(file.data as Record<string, unknown>), ...change },
})

describe("which reviews a file needs", () => {
  it("follows the first line of the clinic's list that matches; a file no line matches needs clinical and compliance review", () => {
    expect(requiredRoles("treatments/knee.json", policy)).toEqual(["clinical", "compliance"])
    expect(requiredRoles("pages/faq.json", policy)).toEqual(["compliance"])
    expect(requiredRoles("pages/faq.json", reviewPolicyOf([]))).toEqual(["clinical", "compliance"])
  })

  it("asks a translation for its language's translator", () => {
    expect(requiredRoles("es/treatments/knee.json", policy)).toEqual(["translation"])
  })
})

describe("an approval", () => {
  it("approves the version it was given: every review the file needs, by a listed reviewer", () => {
    const clinical = { ...treatment, data: withApproval(treatment, "clinical", "Test Clinician", "2026-11-30", policy) }
    expect(approvalState(clinical, policy).approved).toBe(false)
    expect(approvalStateInWords(approvalState(clinical, policy))).toBe(
      "not approved for publication: it needs compliance review (never approved)",
    )
    const both = approved(treatment, policy)
    expect(approvalState(both, policy).approved).toBe(true)
    expect(approvalStateInWords(approvalState(both, policy))).toBe(
      "approved (clinical review by Test Clinician on 2026-11-30, compliance review by Test Compliance Reviewer on 2026-11-30)",
    )
  })

  it("is of an earlier version once anything in the file changes, naming who approved it and what changed", () => {
    const changed = edited(approved(treatment, policy), { intro: "It cures everything." })
    const state = approvalState(changed, policy)
    expect(state.approved).toBe(false)
    expect(approvalStateInWords(state, () => ["intro"])).toBe(
      'not approved for publication: it needs clinical review (Test Clinician approved an earlier version on 2026-11-30; changed since: "intro"), ' +
        'compliance review (Test Compliance Reviewer approved an earlier version on 2026-11-30; changed since: "intro")',
    )
  })

  it("does not depend on the order of the file's keys", () => {
    const reordered = { ...treatment, data: { intro: "What it is.", title: "Example", slug: "example" } }
    const given = approved(treatment, policy)
    expect(
      approvalState({ ...reordered, data: { ...reordered.data, approvals: (given.data as { approvals: unknown }).approvals } }, policy)
        .approved,
    ).toBe(true)
  })

  it("is refused to a person not on the list, or not for that review, and not counted when written by hand", () => {
    expect(() => withApproval(treatment, "clinical", "Dr. Someone Else", "2026-11-30", policy)).toThrow(
      "Dr. Someone Else is not on the clinic's list of reviewers (Site › Reviewers).",
    )
    expect(() => withApproval(treatment, "clinical", "Test Compliance Reviewer", "2026-11-30", policy)).toThrow(
      "Test Compliance Reviewer is not listed for clinical review",
    )
    expect(() => withApproval(treatment, "translation", "Test Translator", "2026-11-30", policy)).toThrow(
      "This page needs clinical review and compliance review",
    )
    const forged = approved(treatment, reviewPolicyOf([siteWithReviewers()]))
    const withoutClinician = reviewPolicyOf([
      { path: "site.json", data: { ...(site.data as object), reviewers: [(site.data as { reviewers: unknown[] }).reviewers[1]] } },
    ])
    const state = approvalState(forged, withoutClinician)
    expect(state.approved).toBe(false)
    expect(approvalStateInWords(state)).toContain(
      "the approval by Test Clinician is not counted: Test Clinician is not on the clinic's list of reviewers",
    )
  })

  it("of a translation covers its texts and the English it renders, by a translator of its language", () => {
    const english: ContentFile = { path: "pages/faq.json", data: { title: "Questions" } }
    const translation: ContentFile = {
      path: "es/pages/faq.json",
      data: { title: "Preguntas", translation: { source: textDigest(english) } },
    }
    const frenchOnly = reviewPolicyOf([
      {
        path: "site.json",
        data: { reviewers: [{ name: "Test Translator", qualification: "fixture", roles: ["translation"], languages: ["fr"] }] },
      },
    ])
    expect(() => withApproval(translation, "translation", "Test Translator", "2026-11-30", frenchOnly)).toThrow(
      "Test Translator is not listed as a translator of Español (Spanish)",
    )
    const given = approved(translation, policy)
    expect(approvalState(given, policy).approved).toBe(true)
    expect(approvalState(edited(given, { title: "Preguntas frecuentes" }), policy).approved).toBe(false)
    expect(approvalState(edited(given, { translation: { source: "0123456789abcdef" } }), policy).approved).toBe(false)
  })

  it("is checked as a record: a malformed one is named by file and field", () => {
    const problems = checkContent(
      [
        {
          ...treatment,
          data: { ...(treatment.data as object), approvals: [{ role: "clinical", by: "", on: "30/11/2026", version: "x" }] },
        },
      ],
      {
        knownPaths: new Set(),
        fileExists: () => true,
      },
    )
    expect(problems.map((problem) => problem.field)).toEqual(
      expect.arrayContaining(["approvals[0].by", "approvals[0].on", "approvals[0].version"]),
    )
  })
})

describe("the launch guard", () => {
  it("refuses in production a file whose present version lacks an approval, and lets an approved one through", () => {
    const result = launchGuard([site, treatment], { CONTEXT: "production" })
    expect(result.fail).toBe(true)
    expect(result.message).toContain(
      'content/treatments/example.json: field "(file)" is not approved for publication: it needs clinical review (never approved), compliance review (never approved)',
    )
    const files = allApproved([treatment])
    expect(launchGuard(files, { CONTEXT: "production" })).toEqual({ fail: false, message: "" })
  })

  it("only warns on a preview, with the same list", () => {
    const result = launchGuard([site, treatment], { CONTEXT: "deploy-preview" })
    expect(result.fail).toBe(false)
    expect(result.message).toContain("content/treatments/example.json")
  })
})

describe("the production build, on a copy of the project's content", () => {
  const content = copyOfContent()
  afterAll(() => content.remove())
  const git = (...args: string[]) => execFileSync("git", ["-C", content.dir, ...args], { encoding: "utf8" })

  it("refuses a changed treatment page until a listed clinician and compliance reviewer approve it, naming the fields changed since", () => {
    // Every file approved by the test reviewers, then committed as the clinic's repository would have it.
    for (const file of allApproved(realContent())) content.write(file.path, file.data)
    git("init", "-q")
    git("-c", "user.email=test@example.invalid", "-c", "user.name=Test", "add", ".")
    git("-c", "user.email=test@example.invalid", "-c", "user.name=Test", "commit", "-qm", "approved")
    const knee = treatmentFiles(realContent())[0].path
    const page = content.read(knee)
    content.write(knee, { ...page, intro: `${page.intro} Call us today.` })

    const files = readContentFiles(content.dir).files
    const changedFile = files.find((file) => file.path === knee)!
    const policyNow = reviewPolicyOf(files)
    const state = approvalState(changedFile, policyNow)
    expect(state.approved).toBe(false)
    expect(changedSinceApproval(content.dir, changedFile, state.roles[0].earlier!)).toEqual(["intro"])

    const failure = contentCheckFailure(snapshotOf(content.dir, { CONTEXT: "production" }), { CONTEXT: "production" })
    expect(failure).toContain(
      `content/${knee}: field "(file)" is not approved for publication: it needs clinical review (Test Clinician approved an earlier version on`,
    )
    expect(failure).toContain('changed since: "intro"')

    recordApproval(snapshotOf(content.dir), knee, "clinical", "Test Clinician", "2026-12-01")
    expect(contentCheckFailure(snapshotOf(content.dir, { CONTEXT: "production" }), { CONTEXT: "production" })).toContain(
      "it needs compliance review",
    )
    expect(() => recordApproval(snapshotOf(content.dir), knee, "compliance", "Someone Unlisted", "2026-12-01")).toThrow(
      "not on the clinic's list of reviewers",
    )
    recordApproval(snapshotOf(content.dir), knee, "compliance", "Test Compliance Reviewer", "2026-12-01")
    expect(contentCheckFailure(snapshotOf(content.dir, { CONTEXT: "production" }), { CONTEXT: "production" }) ?? "").not.toContain(
      `content/${knee}: field "(file)" is not approved`,
    )
  })
})
