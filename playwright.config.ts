import { defineConfig, devices } from "@playwright/test"

/**
 * Browser tests against the built site (run `npm run build` first), served the way the host serves
 * it: `netlify serve --offline` applies the adapter's _headers and _redirects and runs the
 * consultation function as Netlify packages it. It runs netlify.toml's build command first (Netlify
 * clears the adapter's functions before a build, so a build it did not run cannot be served; a warm
 * rebuild takes about 45 s). Offline, netlify-cli needs `deno` on the PATH: node_modules/.bin has it.
 * They drive Debian's chromium; no test tool downloads a browser, and the host-resolver rule
 * keeps every request on this machine.
 */
/**
 * E2E_PORT lets several checkouts run their browser tests side by side; the functions server
 * netlify serve starts takes the next port (its default, 3999, is one for every checkout).
 */
const PORT = Number(process.env.E2E_PORT || 9000)
export const BASE_URL = `http://127.0.0.1:${PORT}`
/** Where the built site's consultation endpoint writes requests during the browser tests. */
export const E2E_OUTBOX = `${__dirname}/outbox/e2e-${PORT}.jsonl`

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
]

const EDITOR_TESTS = /cms(-[a-z]+)?\.spec\.ts$/

export default defineConfig({
  testDir: "e2e",
  timeout: 60_000,
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  use: {
    baseURL: BASE_URL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // The editor's tests (the local editor, and /admin on the host). They build nothing (the page an
    // edit makes is rendered from the saved files, e2e/treatment-page.tsx), so they run beside the
    // others: listed first, so that their longest file, whose tests run in order in one worker
    // (e2e/cms.spec.ts), starts among the first while the other worker takes the other projects' tests.
    // Desktop size; the tests of the admin page's phone layout set a phone's viewport themselves.
    { name: "editor", testMatch: EDITOR_TESTS, use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "desktop", testIgnore: EDITOR_TESTS, use: { ...devices["Desktop Chrome"], channel: undefined } },
    {
      name: "mobile",
      testIgnore: EDITOR_TESTS,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    // A deploy preview, as Netlify builds one for a pull request: a production context would stop
    // the build at the launch guard while the shipped sample content remains.
    // netlify-cli reads the publish folder's _headers and _redirects into its configuration when it
    // starts, before its build, and sends those alongside the fresh ones: a Content-Security-Policy
    // of an earlier build would block this build's inline scripts. The build writes both again.
    command: `rm -f public/_headers public/_redirects && npx netlify serve --offline --context deploy-preview --port ${PORT} --functions-port ${PORT + 1}`,
    url: BASE_URL,
    reuseExistingServer: !process.env.CI,
    timeout: 400_000,
    env: {
      GATSBY_TELEMETRY_DISABLED: "1",
      BROWSER: "none",
      // Consultation endpoint: a test outbox, and the anti-bot and rate limits off so many tests can
      // submit from 127.0.0.1 (jest tests prove each protection with its defaults).
      CONSULTATION_OUTBOX: E2E_OUTBOX,
      CONSULTATION_MIN_FILL_MS: "0",
      CONSULTATION_RATE_LIMIT: "0",
      SMTP_URL: "",
      // The content editor is deployed only for a GitHub repository: a stand-in (scripts/test.sh sets the same).
      CMS_GITHUB_REPO: process.env.CMS_GITHUB_REPO || "clinic-example/website",
    },
  },
})
