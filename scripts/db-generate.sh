#!/usr/bin/env bash
# Generates drizzle-kit migrations from db/schema: SQLite's, then PostgreSQL's from the tables
# db/engines/postgres/pg-tables.ts derives (docs/database.md). Serialised with flock so two people
# (or two agents) generating at once cannot interleave snapshot files.
set -euo pipefail
cd "$(dirname "$0")/.."
exec 9>/tmp/nauka-db-generate.lock
flock 9
npx drizzle-kit generate "$@"
npx tsx scripts/db-generate-postgres.ts "$@"
