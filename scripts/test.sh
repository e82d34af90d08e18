#!/usr/bin/env bash
# `npm test`: everything CI checks, cheapest first so a mistake fails fast.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n=== %s ===\n' "$1"; }
step "type check";   npm run -s typecheck
step "lint";         npm run -s lint
step "unit and API"; npm run -s test:unit
step "build";        npx vite build --logLevel warn
step "browser";      npm run -s test:e2e
