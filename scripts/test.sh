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

# A job beside the critical path (the build, then the browser tests), which fills the cores those
# leave idle: in a session of its own, so that a failure stops its servers too; its output waits in
# a file until it is awaited.
export -f step together
declare -A job_pid job_log
beside() {
  local name=$1 niceness=$2
  shift 2
  job_log[$name]=$(mktemp)
  setsid nice -n "$niceness" bash -c '"$@"' _ "$@" >"${job_log[$name]}" 2>&1 &
  job_pid[$name]=$!
}
awaited() {
  local status=0
  wait "${job_pid[$1]}" || status=$?
  unset "job_pid[$1]"
  step "$1: $([ "$status" -eq 0 ] && echo passed || echo FAILED) (by $SECONDS s)"
  cat "${job_log[$1]}"
  rm -f "${job_log[$1]}"
  return "$status"
}
trap 'for pid in "${job_pid[@]}"; do kill -- -"$pid" 2>/dev/null || true; done' EXIT

# The system packages (PostgreSQL, Chromium, nginx, Redis, Roboto), the lint, the Sanity schema and
# the unit tests run beside the build, which needs none of them, at a lower priority: the build
# (its type check of every file tsconfig.json includes, tests too, is the only `tsc`) comes first.
# Without root the packages install first, where sudo may ask for a password.
packages=("System packages=bash scripts/ensure-system-deps.sh --browser")
if [ "$(id -u)" -ne 0 ]; then step "${packages[0]%%=*}"; bash scripts/ensure-system-deps.sh --browser; packages=(); fi
checks="$([ ${#packages[@]} -gt 0 ] && echo 'System packages, ')lint, Sanity schema and unit tests"
beside "$checks" 5 together "${packages[@]}" "Lint=npm run --silent lint" \
  "Sanity schema=npm run --silent schema:validate" "Unit tests=npm run --silent test:unit"
# The build reads a fresh lake seeded from the bundled dataset, as the browser tests' lake is,
# whatever a developer has edited in .local/content-lake. CI builds a clean clone once, so its build
# writes no Turbopack cache for a next one.
[ "${CI:-}" = true ] && export NEXT_BUILD_CACHE=off
step "Production build (from $SECONDS s)"
CONTENT_LAKE_DIR="$(mktemp -d)" npm run --silent build
awaited "$checks"
# The integration tests (their own stack and lakes, on ports of their own) wait on PostgreSQL, Deno
# and the mail catcher for part of their time, which the browser tests' CPU fills.
beside "Integration tests" 0 npm run --silent test:integration
step "Browser tests (from $SECONDS s)"
browser=passed
npm run --silent test:e2e || browser=FAILED
integration=passed
awaited "Integration tests" || integration=FAILED
[ "$browser" = passed ] && [ "$integration" = passed ] || {
  step "Browser tests: $browser; integration tests: $integration"
  exit 1
}
step "Every test passed in $SECONDS s"
