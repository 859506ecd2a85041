#!/usr/bin/env bash
# The README's test command: installs what tests need where missing, then runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
export DO_NOT_TRACK=1 NEXT_TELEMETRY_DISABLED=1

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "System packages (PostgreSQL, Chromium, nginx, Redis, Roboto)"
bash scripts/ensure-system-deps.sh --browser
step "Lint";                npm run --silent lint
step "Typecheck";           npm run --silent typecheck
step "Sanity schema";       npm run --silent schema:validate
step "Unit tests";          npm run --silent test:unit
step "Integration tests";   npm run --silent test:integration
# The build reads a fresh lake seeded from the bundled dataset, as the browser tests' lake is,
# whatever a developer has edited in their own (.local/content-lake).
step "Production build";    CONTENT_LAKE_DIR="$(mktemp -d)" npm run --silent build
step "Browser tests";       npm run --silent test:e2e
