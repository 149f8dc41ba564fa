import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby"

/**
 * The editor's page function (src/api/admin.ts) as built with the environment given (a fresh
 * module reads it as a build would: Gatsby writes process.env values in), called with a request.
 */
export async function callAdmin(env: Record<string, string | undefined>, request: Partial<GatsbyFunctionRequest> & { method: string }) {
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
  let admin!: (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void> | void
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    admin = (require("../../src/api/admin") as { default: typeof admin }).default
  })
  process.env = saved
  await admin(request as GatsbyFunctionRequest, res as unknown as GatsbyFunctionResponse)
  return answer
}
