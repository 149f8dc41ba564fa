/** @jest-environment node */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"

/** The editor's page function (src/api/admin.ts) as built with, or without, a GitHub repository to commit to. */
function callAdmin(env: Record<string, string | undefined>, method = "GET") {
  const saved = { ...process.env }
  Object.assign(process.env, { CMS_GITHUB_REPO: "", REPOSITORY_URL: "" }, env)
  const answer = { status: 0, headers: {} as Record<string, string>, body: "" }
  const res = {
    setHeader: (name: string, value: string) => (answer.headers[name] = value),
    status(code: number) {
      answer.status = code
      return res
    },
    send(body: string) {
      answer.body = body
      return res
    },
  }
  jest.isolateModules(() => {
    // A fresh module reads the environment as a build would (Gatsby writes process.env values in).
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const admin = (require("../src/api/admin") as { default: (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => void }).default
    admin({ method } as GatsbyFunctionRequest, res as unknown as GatsbyFunctionResponse)
  })
  process.env = saved
  return answer
}

describe("the content editor's page (/admin)", () => {
  it("loads the editor when the site was built for a GitHub repository", () => {
    const answer = callAdmin({ REPOSITORY_URL: "https://github.com/clinic/website" })
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('<script src="/admin/decap-cms.js"></script>')
    expect(answer.headers["x-robots-tag"]).toBe("noindex, nofollow")
  })

  it("says the editor is not connected, and how to connect it, when the build found no repository", () => {
    const answer = callAdmin({ REPOSITORY_URL: "https://gitlab.com/clinic/website" })
    expect(answer.status).toBe(503)
    expect(answer.body).toContain("The content editor is not connected yet")
    expect(answer.body).toContain("CMS_GITHUB_REPO")
    expect(answer.body).not.toContain("decap-cms.js")
  })

  it("answers only GET and HEAD", () => {
    expect(callAdmin({ CMS_GITHUB_REPO: "clinic/website" }, "POST").status).toBe(405)
  })
})
