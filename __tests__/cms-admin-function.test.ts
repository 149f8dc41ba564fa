/** @jest-environment node */
import { callAdmin as callWith } from "./support/admin-function"

/** The editor's page function (src/api/admin.ts) as built with, or without, a GitHub repository to commit to. */
const callAdmin = (env: Record<string, string | undefined>, method = "GET") => callWith(env, { method })

describe("the content editor's page (/admin)", () => {
  it("loads the editor when the site was built for a GitHub repository", async () => {
    const answer = await callAdmin({ REPOSITORY_URL: "https://github.com/clinic/website" })
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('<script src="/admin/decap-cms.js"></script>')
    expect(answer.headers["x-robots-tag"]).toBe("noindex, nofollow")
  })

  it("says the editor is not connected, and how to connect it, when the build found no repository", async () => {
    const answer = await callAdmin({ REPOSITORY_URL: "https://gitlab.com/clinic/website" })
    expect(answer.status).toBe(503)
    expect(answer.body).toContain("The content editor is not connected yet")
    expect(answer.body).toContain("CMS_GITHUB_REPO")
    expect(answer.body).not.toContain("decap-cms.js")
  })

  it("answers only GET and HEAD", async () => {
    expect((await callAdmin({ CMS_GITHUB_REPO: "clinic/website" }, "POST")).status).toBe(405)
  })
})
