#!/usr/bin/env bash
# The README's test command: installs what tests need where missing, then runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
export DO_NOT_TRACK=1 NEXT_TELEMETRY_DISABLED=1

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "System packages (PostgreSQL, Chromium)"
bash scripts/ensure-system-deps.sh --browser
step "Lint";                npm run --silent lint
step "Typecheck";           npm run --silent typecheck
step "Sanity schema";       npm run --silent schema:validate
step "Unit tests";          npm run --silent test:unit
step "Integration tests";   npm run --silent test:integration
step "Production build";    npm run --silent build
step "Browser tests";       npm run --silent test:e2e
