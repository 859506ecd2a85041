#!/usr/bin/env bash
# The README's site command: builds the site and runs it on embedded defaults (the local Content
# Lake with the bundled dataset + the local Supabase-compatible stack: PostgreSQL, gateway, Deno
# edge function, mail catcher).
set -euo pipefail
cd "$(dirname "$0")/.."
export DO_NOT_TRACK=1 NEXT_TELEMETRY_DISABLED=1
PORT="${PORT:-3000}"
# The lake tells this site about published changes (a signed webhook, as Sanity's would).
export CONTENT_LAKE_WEBHOOK_URL="${CONTENT_LAKE_WEBHOOK_URL:-http://127.0.0.1:$PORT/api/revalidate}"

bash scripts/ensure-system-deps.sh

pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap cleanup EXIT INT TERM

ready() { curl -fs -o /dev/null "$1"; }
npm run --silent lake &
pids+=($!)
for _ in $(seq 1 60); do ready "http://localhost:54330/v1/ping" && break; sleep 0.5; done
ready "http://localhost:54330/v1/ping" || { echo "The local Content Lake did not start." >&2; exit 1; }

# The build reads content from the running lake, as a deployment reads Sanity.
npm run --silent build

npm run --silent stack &
pids+=($!)
npm start -- -p "$PORT" &
pids+=($!)

for _ in $(seq 1 120); do
  if ready "http://localhost:$PORT/" && curl -s -o /dev/null "http://127.0.0.1:54321/"; then break; fi
  sleep 1
done
ready "http://localhost:$PORT/" || { echo "The site did not start." >&2; exit 1; }
# The booking database computes each request's estimate from its copy of the published prices;
# later publishes reach it through the site's webhook.
npm run --silent bookings:sync-prices || echo "Requests are stored without an estimate until the prices reach the database (npm run bookings:sync-prices)." >&2

cat <<MSG

  Caparica Detailing is running on embedded defaults:
    Site          http://localhost:$PORT   (pt: /?lang=pt, uk: /?lang=uk)
    Studio        http://localhost:$PORT/studio   (sign in with an account printed above)
    Preview       http://localhost:$PORT/studio/presentation   (drafts beside the real pages)
    Translations  http://localhost:$PORT/studio/translations   (what is left to translate, pt and uk)
    Content Lake  http://localhost:54330   (edits kept in .local/content-lake; npm run lake:export)
    Captured mail http://127.0.0.1:54324
    Bookings      npm run bookings:list
  Press Ctrl-C to stop.

MSG
wait -n "${pids[@]}"
