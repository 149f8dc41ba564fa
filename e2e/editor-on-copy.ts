import fs from "node:fs"
import path from "node:path"
import { test } from "@playwright/test"
import { startCms, type CmsServers } from "../scripts/lib/cms-server"
import { projectWithReviewers } from "../__tests__/support/reviewers"

const PORT = Number(process.env.E2E_PORT || 9000)

/**
 * The local editor (`npm run cms`) on a copy of the project whose reviewers are the tests' own,
 * started before the test file's tests and closed after them. Each test file gives its own
 * `portOffset` (its backend at E2E_PORT + portOffset, its page at one more), so that the editor's
 * test files run side by side.
 */
export function editorOnCopy(portOffset: number) {
  let project: ReturnType<typeof projectWithReviewers> | undefined
  let cms: CmsServers | undefined
  test.beforeAll(async () => {
    project = projectWithReviewers()
    cms = await startCms({
      repoDir: project.root,
      root: project.root,
      adminDir: path.join(project.root, "admin"),
      adminPort: PORT + portOffset + 1,
      apiPort: PORT + portOffset,
    })
  })
  test.afterAll(async () => {
    await cms?.close()
    project?.remove()
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("The editor starts in the test file's beforeAll")
    return value
  }
  return {
    /** The editor's address. */
    get adminUrl() {
      return started(cms).adminUrl
    },
    /** The copy's folder. */
    get root() {
      return started(project).root
    },
    /** A file of the copy's content/, parsed. */
    readJson(file: string) {
      return JSON.parse(fs.readFileSync(path.join(started(project).root, "content", file), "utf8"))
    },
  }
}
