/** Where the content editor on the host saves: read from the build's environment by the build and by the editor's function. */

/**
 * The GitHub repository the editor commits to, "owner/name": CMS_GITHUB_REPO if set, else the
 * repository Netlify builds the site from (it sets REPOSITORY_URL during a build). Undefined when
 * neither names a GitHub repository: the editor is then not connected and says so.
 */
export function editorRepository(env: { CMS_GITHUB_REPO?: string; REPOSITORY_URL?: string }): string | undefined {
  const explicit = env.CMS_GITHUB_REPO?.trim()
  if (explicit) {
    if (!/^[\w.-]+\/[\w.-]+$/.test(explicit)) throw new Error(`CMS_GITHUB_REPO must be written "owner/name", not "${explicit}"`)
    return explicit
  }
  const match = /github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL?.trim() ?? "")
  return match ? `${match[1]}/${match[2]}` : undefined
}

/**
 * The branch each save is committed to: CMS_BRANCH, else the branch this deploy was built from
 * (Netlify's BRANCH: the production branch for the live site, a pull request's branch for its
 * deploy preview, whose editor then matches that branch's schemas), else main.
 */
export function editorBranch(env: { CMS_BRANCH?: string; BRANCH?: string }): string {
  return env.CMS_BRANCH?.trim() || env.BRANCH?.trim() || "main"
}
