#!/usr/bin/env bash
# The README's test command: installs what tests need where missing, then runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
export DO_NOT_TRACK=1 NEXT_TELEMETRY_DISABLED=1

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# Runs `name=command` pairs at once, where one leaves a core idle that the other fills, and prints
# each one's output (and the seconds since they started) after it ends; fails if any failed.
together() {
  local names=() pids=() logs=() failed=0 i start=$SECONDS
  for pair in "$@"; do
    names+=("${pair%%=*}")
    logs+=("$(mktemp)")
    bash -c "${pair#*=}" >"${logs[-1]}" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then step "${names[$i]} (done by $((SECONDS - start)) s)"
    else step "${names[$i]}: FAILED"; failed=1; fi
    cat "${logs[$i]}"
    rm -f "${logs[$i]}"
  done
  return "$failed"
}

# The system packages (PostgreSQL, Chromium, nginx, Redis, Roboto) install beside the steps that
# need none of them; without root first, where sudo may ask for a password. No separate `tsc` or
# `sanity schema validate`: the production build type-checks every file tsconfig.json includes (tests
# too), and its `sanity schema extract` refuses an invalid schema with the same messages.
packages=("System packages=bash scripts/ensure-system-deps.sh --browser")
if [ "$(id -u)" -ne 0 ]; then step "${packages[0]%%=*}"; bash scripts/ensure-system-deps.sh --browser; packages=(); fi
together "${packages[@]}" "Lint=npm run --silent lint" "Unit tests=npm run --silent test:unit"
# The integration tests spend part of their time waiting on PostgreSQL, Deno and the mail catcher
# (their own ports, their own lakes), which the build's CPU fills. The build reads a fresh lake seeded from the
# bundled dataset, as the browser tests' lake is, whatever a developer has edited in .local/content-lake.
# CI builds a clean clone once, so its build writes no Turbopack cache for a next one.
[ "${CI:-}" = true ] && export NEXT_BUILD_CACHE=off
together "Integration tests=npm run --silent test:integration" \
  "Production build=CONTENT_LAKE_DIR=\"\$(mktemp -d)\" npm run --silent build"
step "Browser tests (from $SECONDS s)"; npm run --silent test:e2e
step "Every test passed in $SECONDS s"
