#!/usr/bin/env bash
# The whole suite (scripts/test.sh) on a clone of this checkout's last commit after the README's
# staff recipes (scripts/staff-recipes.ts: a treatment added, every story made real with its
# consent): no test may depend on what today's content holds. As long as `npm test`.
# Usage: npm run test:after-recipes
set -euo pipefail
cd "$(dirname "$0")/.."
trial="$(mktemp -d "${TMPDIR:-/tmp}/after-staff-recipes-XXXXXX")"
echo "The suite after the staff recipes, in $trial"
git clone --quiet . "$trial"
# The installed packages, as hard links (no download); their caches are the checkout's own.
cp -al node_modules "$trial/node_modules"
rm -rf "$trial/node_modules/.cache"
npx tsx scripts/staff-recipes.ts "$trial"
cd "$trial"
bash scripts/test.sh
