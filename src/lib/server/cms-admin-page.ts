import { SECURITY_HEADERS } from "../build/security-headers"

/**
 * The content editor's page (Decap CMS), the same on the host and on a developer's machine.
 *
 * On the host the page is served by a function (src/api/admin.ts), not as a file: Netlify applies
 * the site's `_headers` rules to the files it serves but not to a function's response, so the
 * editor gets its own Content-Security-Policy rather than the site's stricter one merged with it.
 * Its scripts and configuration are files under /admin/ (written by the build), which the page
 * loads from the site's own origin.
 */

/** The editor's address for the staff (it redirects to the function that serves the page), and the folder of its files. */
export const ADMIN_PATH = "/admin"
/** The function serving the page (Gatsby serves src/api/admin.ts here). */
export const ADMIN_PAGE_PATH = "/api/admin"
export const ADMIN_SETUP_SCRIPT = "cms-setup.js"
/** The build's content check, bundled for the browser: the setup script runs it before each save. */
export const ADMIN_CONTENT_CHECK = "content-check.js"
export const DECAP_BUNDLE = "decap-cms.js"

/** The GitHub API, which the editor reads and commits through once a member of staff has logged in. */
export const GIT_HOST_API = "https://api.github.com"

/**
 * Why the editor's policy differs from the site's:
 * - script-src 'unsafe-eval': Decap validates its configuration with ajv, which compiles each
 *   validator with `new Function`. No inline script: the page's own code is a file.
 * - connect-src: the git host's API (or, on a developer's machine, the local backend), and blob:
 *   for an image being uploaded.
 * - img-src blob: and GitHub's avatar host: previews of uploaded images, the staff's avatar.
 * Everything else is the site's own policy: no frames from elsewhere, no plugins, no framing.
 */
export function adminCsp(backendOrigins: readonly string[]): string {
  return [
    ["default-src", "'self'"],
    ["script-src", "'self' 'unsafe-eval'"],
    ["style-src", "'self' 'unsafe-inline'"],
    ["img-src", "'self' data: blob: https://avatars.githubusercontent.com"],
    ["font-src", "'self' data:"],
    // blob:: an uploaded image is read back from the blob: URL Decap made of the chosen file.
    ["connect-src", ["'self'", "blob:", ...backendOrigins].join(" ")],
    ["frame-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ]
    .map(([name, value]) => `${name} ${value}`)
    .join("; ")
}

/** The page's response headers: the site's security headers with the editor's policy, never indexed or cached. */
export function adminHeaders(backendOrigins: readonly string[] = [GIT_HOST_API]): Record<string, string> {
  return {
    ...Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key, value])),
    "content-security-policy": adminCsp(backendOrigins),
    "x-robots-tag": "noindex, nofollow",
    "cache-control": "no-cache",
  }
}

/** The page: Decap's prebuilt bundle (its own React, not the site's), then the site's setup of previews and save rules. */
export function adminPageHtml(assetsPath: string = ADMIN_PATH): string {
  return editorPage(
    "Content editor",
    `<link href="${assetsPath}/config.yml" type="text/yaml" rel="cms-config-url" />`,
    `<script src="${assetsPath}/${DECAP_BUNDLE}"></script>
    <script src="${assetsPath}/${ADMIN_CONTENT_CHECK}"></script>
    <script src="${assetsPath}/${ADMIN_SETUP_SCRIPT}"></script>`,
  )
}

function editorPage(title: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${title}</title>
    ${head}
  </head>
  <body>
    ${body}
  </body>
</html>
`
}

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

/** What /admin shows on a site whose build found no GitHub repository to commit to. */
export function editorNotConnectedHtml(): string {
  return editorPage(
    "Content editor not connected",
    "",
    `<main>
      <h1>The content editor is not connected yet</h1>
      <p>
        The site was built without a GitHub repository for the editor to save to. Set CMS_GITHUB_REPO
        (written owner/name) in the site's build settings and build again: the README's section
        "Editing content on the live site" lists every step.
      </p>
    </main>`,
  )
}
