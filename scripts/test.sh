#!/usr/bin/env bash
# Every test: unit and component tests, the production build (which runs the content check),
# the type check against the generated GraphQL types, then the browser tests on the built site.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

bash scripts/ensure-chromium.sh
npx jest --ci
npx gatsby build
npx tsc --noEmit
npx playwright test
