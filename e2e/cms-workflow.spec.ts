import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { startCms, type CmsServers } from "../scripts/lib/cms-server"
import { approvalState, reviewPolicyOf } from "../src/lib/shared/content/review/approvals"
import { SAVE_CHOICES } from "../src/lib/shared/content/review/save-records"
import { projectWithReviewers } from "../__tests__/support/reviewers"

/**
 * The editor as it runs on the host (Decap's editorial workflow): a change is a draft, moved
 * through "In review" to "Ready", and published only once every review its page needs has
 * approved it. Here decap-server's git backend keeps the drafts as branches of a scratch
 * repository holding a copy of content/, as the host keeps them as branches and pull requests of
 * the site's repository; the forms list the tests' reviewers (no real person).
 */
const PORT = Number(process.env.E2E_PORT || 9000)
let project: ReturnType<typeof projectWithReviewers>
let repo: string
let admin: string
let cms: CmsServers
const git = (...args: string[]) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" })
/** The drafts: the repository's branches under cms/. */
const drafts = () => git("for-each-ref", "--format=%(refname:short)", "refs/heads/cms/").split("\n").filter(Boolean)
/** The file as published: on the repository's main branch. */
const published = (file: string) => JSON.parse(git("show", `main:content/${file}`))

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  project = projectWithReviewers()
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "cms-workflow-"))
  admin = fs.mkdtempSync(path.join(os.tmpdir(), "cms-workflow-admin-"))
  fs.cpSync(path.join(project.root, "content"), path.join(repo, "content"), { recursive: true })
  git("init", "-q", "-b", "main")
  git("add", "content")
  git("-c", "user.email=editor@clinic.invalid", "-c", "user.name=Editor", "commit", "-qm", "The site's content")
  cms = await startCms({ repoDir: repo, root: project.root, adminDir: admin, adminPort: PORT + 192, apiPort: PORT + 191, workflow: true })
})

test.afterAll(async () => {
  await cms?.close()
  project?.remove()
  for (const dir of [repo, admin]) if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

/** The approvals the draft of `file` holds (its branch), as "role by". */
function draftApprovals(file: string): string[] {
  const slug = path.basename(file, ".json")
  const data = JSON.parse(git("show", `cms/${path.dirname(file)}/${slug}:content/${file}`))
  return (data.approvals ?? []).map((given: { role: string; by: string }) => `${given.role} ${given.by}`)
}

/** Sets "This save records" to the approval of `reviewer` (as the form offers them) and saves the draft. */
async function approveAs(page: Page, reviewer: string) {
  await page.getByRole("combobox", { name: /^What this save records/ }).click()
  await page.getByText(SAVE_CHOICES.approval, { exact: true }).click()
  await page.getByRole("combobox", { name: /^Reviewer/ }).click()
  await page.getByText(reviewer, { exact: true }).click()
  await page.getByRole("button", { name: "Save", exact: true }).click()
  // The page reloads with the form as saved, and says what the save recorded.
  const notice = page.getByRole("status").filter({ hasText: /^Saved\. This page is/ })
  await expect(notice).toContainText(/^Saved\. This page is (not )?approved/, { timeout: 30_000 })
  await notice.getByRole("button", { name: "Close" }).click()
}

async function setStatus(page: Page, status: "In review" | "Ready") {
  await page.getByRole("button", { name: /^Status: / }).click()
  await page.getByRole("menuitem", { name: status }).click()
  await expect(page.getByRole("button", { name: `Status: ${status}` })).toBeVisible()
}

/** Publishes the draft, answering yes to Decap's "Are you sure you want to publish this entry?". */
async function publishNow(page: Page) {
  page.once("dialog", (dialog) => void dialog.accept())
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByRole("menuitem", { name: "Publish now" }).click()
}

test("a changed treatment page is a draft until a listed clinician and compliance reviewer approve it, then it is published", async ({
  page,
}) => {
  const file = "treatments/knee.json"
  const before = published(file)
  await page.goto(cms.adminUrl)
  await page.getByRole("button", { name: "Login" }).click()
  await page.getByRole("link", { name: "Treatments" }).first().click()
  await page.getByText(before.title, { exact: true }).click()

  const intro = "Knee pain can make every step hard. Our physician explains what the injection can and cannot do."
  await page
    .getByRole("textbox", { name: /^Introduction/ })
    .first()
    .fill(intro)
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect(page.getByText("Entry saved")).toBeVisible()
  await expect.poll(() => drafts()).toEqual(["cms/treatments/knee"])
  expect(published(file).intro).toBe(before.intro)

  // Moved to review and to ready, the unapproved draft is refused, with the reviews it still needs.
  await setStatus(page, "In review")
  await setStatus(page, "Ready")
  await publishNow(page)
  await expect(page.getByText(/This change is not published/)).toBeVisible()
  await expect(page.getByText(/it needs clinical review \(never approved\), compliance review \(never approved\)/)).toBeVisible()
  expect(published(file).intro).toBe(before.intro)

  // Each reviewer opens the draft and records their approval of it; then it is published.
  await approveAs(page, "Test Clinician, fixture, not a person: clinical review")
  await expect.poll(() => draftApprovals(file)).toEqual(["clinical Test Clinician"])
  await setStatus(page, "Ready")
  await publishNow(page)
  await expect(page.getByText(/it needs compliance review \(never approved\)/)).toBeVisible()
  await approveAs(page, "Test Compliance Reviewer, fixture, not a person: compliance review")
  await expect.poll(() => draftApprovals(file)).toEqual(["clinical Test Clinician", "compliance Test Compliance Reviewer"])
  await setStatus(page, "Ready")
  await publishNow(page)
  await expect.poll(() => published(file).intro, { timeout: 20_000 }).toBe(intro)

  const after = published(file)
  expect(after.approvals.map((given: { role: string; by: string }) => `${given.role} ${given.by}`)).toEqual([
    "clinical Test Clinician",
    "compliance Test Compliance Reviewer",
  ])
  const site = { path: "site.json", data: JSON.parse(fs.readFileSync(path.join(project.root, "content/site.json"), "utf8")) }
  expect(approvalState({ path: file, data: after }, reviewPolicyOf([site])).approved).toBe(true)
  await expect.poll(() => drafts()).toEqual([])
})
