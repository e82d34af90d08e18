#!/usr/bin/env bash
# `npm test`: everything CI checks, cheapest first so a mistake fails fast, then one
# closing line "N passed, N failed" over unit/API tests, the API fuzzer (one test per operation)
# and browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
reports=$(mktemp -d)
step() { printf '\n=== %s ===\n' "$1"; }
step "type check";   npm run -s typecheck
step "lint";         npm run -s lint
step "unit and API"; npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
step "API fuzz";     npx tsx scripts/fuzz-api.ts --report "$reports/fuzz.json"
step "build";        npx vite build --logLevel warn && npx tsx scripts/build-server.ts
step "browser";      npx tsx scripts/ensure-chromium.ts
step "first-load budget"; npx tsx scripts/bench/web.ts --check --no-build
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" npx playwright test --reporter=list,json
npx tsx scripts/test-summary.ts "$reports/vitest.json" "$reports/playwright.json" "$reports/fuzz.json"
