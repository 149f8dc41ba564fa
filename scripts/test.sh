#!/usr/bin/env bash
# Every test: lint and format check, unit and component tests, the production build (which runs
# the content check), the type check against the generated GraphQL types, the checks of the built
# site (headers, markup, links), then the browser tests on the built site.
set -euo pipefail
cd "$(dirname "$0")/.."
# Everything below runs on the Node of the `node` dev dependency (Node 22), whatever Node the machine
# has: `npm test` puts node_modules/.bin first on the PATH, and this does it for `bash scripts/test.sh`.
export PATH="$PWD/node_modules/.bin:$PATH"
echo "Node $(node --version)"
export GATSBY_TELEMETRY_DISABLED=1
# The browser tests start their own server: never reuse one left running on the port.
export CI="${CI:-1}"
# The content editor is deployed only for a GitHub repository (Netlify names it in REPOSITORY_URL):
# the built-site and browser tests check it for a stand-in one, which they never log in to.
export CMS_GITHUB_REPO="${CMS_GITHUB_REPO:-clinic-example/website}"

# Each stage's time, printed as it ends and together at the end: where `npm test` spends its minutes.
STAGE_TIMES=()
stage() {
  local name="$1" started=$SECONDS
  shift
  "$@"
  STAGE_TIMES+=("$(printf '%5d s  %s' $((SECONDS - started)) "$name")")
  echo "== ${STAGE_TIMES[-1]}"
}
trap 'printf "%s\n" "Stage times:" "${STAGE_TIMES[@]}"' EXIT

# Chromium for the browser tests, Java for the HTML validator, poppler's pdfinfo for the patient guide's tagging.
stage "tools (chromium, java, poppler)" bash -c 'bash scripts/ensure-chromium.sh && bash scripts/ensure-java.sh && bash scripts/ensure-poppler.sh'
# Lint (typescript-eslint, React hooks, jsx-a11y; no warnings), the format check and unused code.
stage "eslint" npx eslint . --max-warnings=0
stage "prettier" npx prettier --check .
# No unused file, export or dependency (knip.json names the entry points).
stage "knip" npx knip
stage "jest" npx jest --ci
stage "gatsby build" npx gatsby build
stage "tsc" npx tsc --noEmit
# Checks of the built site: header rules written for the host, valid markup, no broken link.
stage "jest (built site)" npx jest --ci --testMatch '**/__tests__/built/*.built.ts'
stage "check-html" npx tsx scripts/check-html.mjs
stage "check-links" npx tsx scripts/check-links.mjs
stage "playwright" npx playwright test
