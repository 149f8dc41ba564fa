import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { contentCheckFailure, sampleContentWarning } from "../src/lib/build-time/content/content-gate"
import { loadSiteContent, type ContentSnapshot } from "../src/lib/build-time/content/content-snapshot"
import { allApproved } from "./support/reviewers"

/** A tiny site folder: one testimonials file, the folders the content check reads, nothing else. */
function fixtureRoot(testimonials: object): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "clinic-"))
  fs.mkdirSync(path.join(root, "content", "pages"), { recursive: true })
  fs.mkdirSync(path.join(root, "src", "pages"), { recursive: true })
  // Approved as it is by the test reviewers (no real person): only the samples are under test here.
  const [site, page] = allApproved([{ path: "pages/testimonials.json", data: testimonials }])
  fs.writeFileSync(path.join(root, "content", "site.json"), JSON.stringify(site.data))
  fs.writeFileSync(path.join(root, "content", "pages", "testimonials.json"), JSON.stringify(page.data))
  return root
}

/** The fixture's content as a build reads it. */
const contentOf = (testimonials: object, env: Record<string, string> = {}) => loadSiteContent(fixtureRoot(testimonials), env)

/** The fixture is not a whole site: only the launch guard is under test, so the content check finds nothing. */
const launchGuardOnly = (content: ContentSnapshot): ContentSnapshot => ({ ...content, problems: [] })

const SAMPLE = { entries: [{ id: 1, quote: "Invented", sample: true }] }

describe("the build's sample-content warning and launch guard (src/lib/build-time/content/content-gate.ts)", () => {
  it("warns after a preview build, naming each file and field, while sample entries remain", () => {
    const warning = sampleContentWarning(contentOf(SAMPLE), {})
    expect(warning).toContain('content/pages/testimonials.json: field "entries[0]"')
    expect(warning).toMatch(/consented/)
  })

  it("stays silent once every sample entry is replaced", () => {
    const consent = {
      writtenConsentDate: "2026-10-02",
      hipaaMarketingAuthorization: true,
      // Ends a year after today: the warning is for samples, not for a consent the build finds ended.
      expiresOn: `${new Date().getUTCFullYear() + 1}-12-31`,
      materialConnection: { kind: "none" },
    }
    expect(sampleContentWarning(contentOf({ entries: [{ id: 1, quote: "Real", consent }] }), {})).toBeUndefined()
  })

  it("stops a production build before it renders anything, naming each sample entry", () => {
    const failure = contentCheckFailure(launchGuardOnly(contentOf(SAMPLE, { CONTEXT: "production" })), { CONTEXT: "production" }) ?? ""
    expect(failure).toMatch(/^LAUNCH BLOCKED/)
    expect(failure).toContain('content/pages/testimonials.json: field "entries[0]" is marked "Sample (not real)"')
  })

  it("lets a preview build go on with the same content", () => {
    expect(contentCheckFailure(launchGuardOnly(contentOf(SAMPLE)), { CONTEXT: "deploy-preview" })).toBeUndefined()
  })
})
