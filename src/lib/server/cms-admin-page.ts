import { ADMIN_PATH, ADMIN_SETUP_SCRIPT, DECAP_BUNDLE, DECAP_MANUAL_INIT_SCRIPT, GIT_HOST_API } from "../shared/addresses"
import { adminCsp, SECURITY_HEADERS } from "../shared/security-headers"
import { PREVIEW_OPEN_CLASS, PREVIEW_TOGGLE_CLASS } from "../shared/preview-toggle"
import type { WaitingSummary } from "./consultation/waiting"

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

/**
 * Decap lays its entry editor out at least 800 px wide (a toolbar above a form and a preview side by
 * side), so on a phone its Publish button is drawn off-screen. Below that width this stylesheet lets
 * the toolbar wrap above the form and shows the form alone, or the page's preview alone once the
 * staff press "Preview the page" (src/lib/editor/page-preview.ts), with "Back to the form".
 * Decap offers no hook for its own layout: these rules select its elements by the component names
 * its styles carry in their class names (`css-1gtfcgu-ToolbarContainer`) and react-split-pane's
 * classes, so a Decap update can silently undo them. `e2e/cms.spec.ts` publishes at 390×844 by
 * touch and by keyboard and fails if Publish leaves the screen.
 * Every control is at least 44×44 px there (WCAG 2.5.5): chosen by what it is (a button, a link, a
 * field, `role="button"`, react-select's box) rather than by Decap's class names, so a control Decap
 * adds is covered too; `e2e/cms-thumb.spec.ts` measures every control of every form at 390×844.
 */
const PHONE_LAYOUT = `@media (max-width: 799px) {
  [class*="-EditorContainer"] { min-width: 0 !important; display: flex; flex-direction: column; padding-top: 0 !important; }
  [class*="-ToolbarContainer"] { min-width: 0 !important; position: static !important; height: auto !important; flex: none; flex-wrap: wrap; }
  [class*="-ToolbarContainer"] > * { height: auto !important; min-height: 56px; }
  [class*="-ToolbarSectionBackLink"] { flex: 1 1 auto; min-width: 0; }
  [class*="-BackCollection"] { white-space: normal; }
  [class*="-ToolbarSectionMain"] { flex-wrap: wrap; border: 0 !important; }
  [class*="-Editor "] { flex: 1 1 auto; width: 100%; min-height: 0; height: auto !important; }
  .SplitPane > .Pane1 { width: 100% !important; }
  .SplitPane > .Resizer, body:not(.${PREVIEW_OPEN_CLASS}) .SplitPane > .Pane2 { display: none !important; }
  body.${PREVIEW_OPEN_CLASS} .SplitPane > .Pane1 { display: none !important; }
  body.${PREVIEW_OPEN_CLASS} .SplitPane > .Pane2 { width: 100% !important; height: calc(100dvh - 72px); position: static !important; }
  .${PREVIEW_TOGGLE_CLASS}:not([hidden]) { display: block; position: fixed; z-index: 900; right: 8px; bottom: 8px; min-width: 48px; min-height: 48px; padding: 0 20px; border: 0; border-radius: 24px; background: #1f2937; color: #fff; font: 700 16px/1 system-ui, sans-serif; box-shadow: 0 2px 8px rgb(0 0 0 / 0.3); }
  #nc-root :is(button, a[href], input:not([role="combobox"]), select, textarea, [role="button"], [role="switch"], [role="menuitem"], [tabindex="0"]:not([role="combobox"])) { min-width: 44px; min-height: 44px; box-sizing: border-box; }
  #nc-root [class*="-control"] { min-height: 44px; }
  [class*="-DateTimeControl"] { display: flex; flex-wrap: wrap; gap: 8px; }
  [class*="-DateTimeControl"] > input { flex: 1 0 100%; }
}
.${PREVIEW_TOGGLE_CLASS} { display: none; }`

/**
 * Decap writes a field's errors in small capitals, right-aligned beside its label: fit for "Title is
 * required", hard to read for the content check's sentences (src/lib/editor/field-refusals.ts).
 * Decap's own rule has the same weight and comes later (emotion adds its styles at the end of the
 * head), so these rules are marked important.
 */
const FIELD_ERRORS = `[class*="-ControlErrorsList"] { text-transform: none !important; text-align: left !important; font-size: 14px !important; line-height: 1.4; }
.refusals-in-notification { margin: 8px 0 0; padding-left: 1.2em; }`

/** What a save recorded (src/lib/editor/reload-after-save.ts), at the foot of the page until closed. */
const RECORDED_NOTICE = `.recorded-notice { position: fixed; z-index: 1000; left: 16px; right: 16px; bottom: 16px; max-width: 40rem; margin: 0 auto; display: flex; gap: 16px; align-items: center; padding: 12px 16px; background: #fff; color: #1f2937; border: 2px solid #166534; border-radius: 8px; box-shadow: 0 4px 12px rgb(0 0 0 / 0.2); font: 16px/1.4 system-ui, sans-serif; }
.recorded-notice p { margin: 0; flex: 1; }
.recorded-notice button { min-width: 44px; min-height: 44px; padding: 0 16px; font: inherit; }`

/**
 * The page: Decap's prebuilt bundle (its own React, not the site's), told not to start by itself,
 * then the site's setup, which registers the previews and save rules and starts Decap with the
 * configuration compiled into it.
 */
export function adminPageHtml(assetsPath: string = ADMIN_PATH, waiting?: WaitingSummary): string {
  return editorPage(
    "Content editor",
    `<style>${FIELD_ERRORS}\n${RECORDED_NOTICE}\n${PHONE_LAYOUT}</style>`,
    `${waiting ? waitingNotice(waiting) : ""}<script src="${assetsPath}/${DECAP_MANUAL_INIT_SCRIPT}"></script>
    <script src="${assetsPath}/${DECAP_BUNDLE}"></script>
    <script src="${assetsPath}/${ADMIN_SETUP_SCRIPT}"></script>`,
  )
}

/**
 * Consultation requests waiting for the clinic's mail, where the staff look when the mail itself is
 * down: a bar along the bottom of the editor (Decap draws its own header at the top), a count and
 * an age only. Anyone who opens /admin sees it.
 */
function waitingNotice({ count, oldestMs, lastError }: WaitingSummary): string {
  const minutes = Math.round(oldestMs / 60_000)
  const requests = count === 1 ? "1 consultation request from the website is" : `${count} consultation requests from the website are`
  return `<div role="alert" style="position:fixed;bottom:0;left:0;right:0;z-index:10000;padding:.75rem 1rem;background:#7c2d12;color:#fff;font:1rem/1.5 system-ui,sans-serif">
      ${requests} waiting to reach the clinic: the oldest received ${minutes} minute${minutes === 1 ? "" : "s"} ago${lastError ? ` (last error: ${lastError.replace(/[<>&"]/g, "")})` : ""}.
      The website keeps them and mails them as soon as the clinic's mail takes them: check the mail settings (SMTP_URL) and the
      mail provider. <code>npm run consultations:waiting</code> lists them (docs/endpoint.md).
    </div>
    `
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
        (written owner/name) in the site's build settings and build again: docs/editor.md, "On the
        live site", lists every step.
      </p>
    </main>`,
  )
}
