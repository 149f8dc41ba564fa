import { ADMIN_PATH, ADMIN_SETUP_SCRIPT, DECAP_BUNDLE, GIT_HOST_API } from "../shared/addresses"
import { adminCsp, SECURITY_HEADERS } from "../shared/security-headers"

/**
 * The content editor's page (Decap CMS), the same on the host and on a developer's machine.
 *
 * On the host the page is served by a function (src/api/admin.ts), not as a file: Netlify applies
 * the site's `_headers` rules to the files it serves but not to a function's response, so the
 * editor gets its own Content-Security-Policy rather than the site's stricter one merged with it.
 * Its scripts and configuration are files under /admin/ (written by the build), which the page
 * loads from the site's own origin.
 */

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
