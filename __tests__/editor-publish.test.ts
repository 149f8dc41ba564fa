import * as Immutable from "immutable"
import { englishForSave, refuseUnapprovedPublish, refusalsByField } from "../src/lib/editor/setup"
import { fieldKey } from "../src/lib/editor/field-refusals"
import { approvalState, reviewPolicyOf } from "../src/lib/shared/content/review/approvals"
import type { EditorSettings } from "../src/lib/shared/editor-settings"
import { siteWithReviewers } from "./support/reviewers"

/**
 * The editor's part of the review (approvals.ts): a save records a listed reviewer's approval when
 * the staff choose it, and with the editorial workflow a draft is published only once approved.
 * Fixture content: a treatment page and the test reviewers (no real person).
 */
const page = { slug: "example", title: "Example", intro: "What it is." }
const review = reviewPolicyOf([siteWithReviewers()])
const settingsOf = (overrides: Partial<EditorSettings>) =>
  ({
    routes: {},
    takenRoutes: [],
    keepEmptyLists: [],
    production: false,
    workflow: false,
    review,
    context: [],
    links: [],
    images: [],
    english: {},
    translations: {},
    ...overrides,
  }) as EditorSettings
const entryOf = (data: object) =>
  Immutable.fromJS({ path: "content/treatments/example.json", collection: "treatments", newRecord: false, slug: "example", data })

/** The page as saved with "This save records" set to `choice` and `reviewer`. */
function saved(data: object, choice: string, reviewer?: string): Record<string, unknown> {
  const form = { ...data, thisSave: { records: choice, ...(reviewer ? { reviewer } : {}) } }
  return (englishForSave(entryOf(form), settingsOf({}), "2026-11-30") as Immutable.Map<string, unknown>).toJS() as Record<string, unknown>
}

describe("a save in the editor", () => {
  it("records only the changes by default, and never writes the form's choice into the file", () => {
    const data = saved(page, "changes")
    expect(data).toEqual(page)
  })

  it("records the chosen reviewer's approval of the version saved", () => {
    const data = saved(page, "approval", "Test Clinician|clinical")
    expect(data.approvals).toEqual([
      { role: "clinical", by: "Test Clinician", on: "2026-11-30", version: expect.stringMatching(/^[0-9a-f]{16}$/) },
    ])
    const both = saved(data, "approval", "Test Compliance Reviewer|compliance")
    expect(approvalState({ path: "treatments/example.json", data: both }, review).approved).toBe(true)
  })

  it("refuses beside the reviewer's field an approval without a reviewer, or by someone not on the list", () => {
    const refusals = (thisSave: object) =>
      refusalsByField(entryOf({ ...page, thisSave }), settingsOf({ context: [] })).get(fieldKey(["thisSave", "reviewer"]))
    expect(refusals({ records: "approval" })).toEqual([expect.stringContaining("Choose the reviewer whose approval this save records")])
    expect(refusals({ records: "approval", reviewer: "Someone Else|clinical" })).toEqual([
      "Reviewer: Someone Else is not on the clinic's list of reviewers (Site › Reviewers).",
    ])
    expect(refusals({ records: "changes" })).toBeUndefined()
  })
})

describe("publishing a draft", () => {
  it("is refused with the editorial workflow until every review the page needs has approved it, naming those missing", () => {
    const workflow = settingsOf({ workflow: true })
    expect(() => refuseUnapprovedPublish(entryOf(page), workflow)).toThrow(
      "The page is not approved for publication: it needs clinical review (never approved), compliance review (never approved).",
    )
    const clinical = saved(page, "approval", "Test Clinician|clinical")
    expect(() => refuseUnapprovedPublish(entryOf(clinical), workflow)).toThrow("it needs compliance review (never approved)")
    const both = saved(clinical, "approval", "Test Compliance Reviewer|compliance")
    expect(() => refuseUnapprovedPublish(entryOf(both), workflow)).not.toThrow()
    expect(() => refuseUnapprovedPublish(entryOf({ ...both, intro: "Changed after approval." }), workflow)).toThrow(
      "Test Clinician approved an earlier version on 2026-11-30",
    )
  })

  it("is not refused without the workflow (npm run cms saves at once; the production build refuses what lacks approval)", () => {
    expect(() => refuseUnapprovedPublish(entryOf(page), settingsOf({ workflow: false }))).not.toThrow()
  })
})
