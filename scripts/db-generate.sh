#!/usr/bin/env bash
# Generates drizzle-kit migrations from db/schema. Serialised with flock so two people
# (or two agents) generating at once cannot interleave snapshot files.
set -euo pipefail
cd "$(dirname "$0")/.."
exec 9>/tmp/nauka-db-generate.lock
flock 9
npx drizzle-kit generate "$@"
