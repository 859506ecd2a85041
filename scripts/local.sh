#!/usr/bin/env bash
# The README's site command: builds the site and runs it on embedded defaults (bundled Sanity
# dataset + local Supabase-compatible stack: PostgreSQL, gateway, Deno edge function, mail catcher).
set -euo pipefail
cd "$(dirname "$0")/.."
export DO_NOT_TRACK=1 NEXT_TELEMETRY_DISABLED=1
PORT="${PORT:-3000}"

bash scripts/ensure-system-deps.sh
npm run --silent build

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap cleanup EXIT INT TERM

npm run --silent stack &
pids+=($!)
npx next start -p "$PORT" &
pids+=($!)

ready() { curl -fs -o /dev/null "$1"; }
for _ in $(seq 1 120); do
  if ready "http://localhost:$PORT/" && curl -s -o /dev/null "http://127.0.0.1:54321/"; then break; fi
  sleep 1
done
ready "http://localhost:$PORT/" || { echo "The site did not start." >&2; exit 1; }

cat <<MSG

  Caparica Detailing is running on embedded defaults:
    Site          http://localhost:$PORT   (pt: /?lang=pt, uk: /?lang=uk)
    Studio        http://localhost:$PORT/studio
    Captured mail http://127.0.0.1:54324
    Bookings      npm run bookings:list
  Press Ctrl-C to stop.

MSG
wait -n "${pids[@]}"
