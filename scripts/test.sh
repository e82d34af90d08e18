#!/usr/bin/env bash
# `npm test`: everything CI checks, cheapest first so a mistake fails fast, then one
# closing line "N passed, N failed, N flaky" over unit/API tests on SQLite and on PostgreSQL, the API fuzzer on
# both engines (one test per operation) and browser tests. A browser test that passed only on its retry (1 in CI)
# is named and fails the run (scripts/test-summary.ts): the retry tells a flake from a failure, it does not hide it. The PostgreSQL runs start a throwaway
# server of Debian's postgresql package themselves (docs/database.md); the cluster suite also runs Debian's haproxy
# (docs/scaling.md).
set -euo pipefail
cd "$(dirname "$0")/.."
reports=$(mktemp -d)
step() { printf '\n=== %s ===\n' "$1"; }
step "type check";   npm run -s typecheck
step "lint";         npm run -s lint
step "PostgreSQL and haproxy for the tests"; npx tsx scripts/ensure-postgres.ts && npx tsx scripts/ensure-haproxy.ts
step "unit and API (SQLite)"; npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"
step "API on PostgreSQL"; NAUKA_TEST_ENGINE=postgres npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest-postgres.json"
step "API fuzz (SQLite)"; npx tsx scripts/fuzz-api.ts --report "$reports/fuzz.json"
step "API fuzz (PostgreSQL)"; NAUKA_TEST_ENGINE=postgres npx tsx scripts/fuzz-api.ts --report "$reports/fuzz-postgres.json"
step "build";        npx vite build --logLevel warn && npx tsx scripts/build-server.ts
# After the build: node 2's first screen is drawn from it. One real cluster (tests/cluster/global-setup.ts).
step "cluster (PostgreSQL, two nodes, haproxy)"; npx vitest run --config vitest.cluster.config.ts --reporter=default \
  --reporter=json --outputFile.json="$reports/vitest-cluster.json"
step "browser";      npx tsx scripts/ensure-chromium.ts
step "first-load budget"; npx tsx scripts/bench/web.ts --check --no-build
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" npx playwright test --reporter=list,json
npx tsx scripts/test-summary.ts "$reports/vitest.json" "$reports/vitest-postgres.json" "$reports/fuzz.json" \
  "$reports/fuzz-postgres.json" "$reports/vitest-cluster.json" "$reports/playwright.json"
