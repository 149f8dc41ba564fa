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

bash scripts/ensure-chromium.sh
bash scripts/ensure-java.sh
# The patient guide's tests ask poppler's pdfinfo whether the PDF is tagged.
bash scripts/ensure-poppler.sh
# Lint (typescript-eslint, React hooks, jsx-a11y; no warnings), the format check and unused code.
npx eslint . --max-warnings=0
npx prettier --check .
# No unused file, export or dependency (knip.json names the entry points).
npx knip
npx jest --ci
npx gatsby build
npx tsc --noEmit
# Checks of the built site: header rules written for the host, valid markup, no broken link.
npx jest --ci --testMatch '**/__tests__/built/*.built.ts'
npx tsx scripts/check-html.mjs
npx tsx scripts/check-links.mjs
npx playwright test
