#!/usr/bin/env bash
# Installs the system packages the project needs where they are missing (Debian/Ubuntu):
#   postgresql  – the local Supabase-compatible stack runs real PostgreSQL
#   postgresql-NN-cron – pg_cron, the extension Supabase Cron is, for the booking digest and retention
#   chromium-headless-shell – the browser tests' Chromium, Playwright's headless mode (only with --browser)
#   chromium    – the benchmarks' browser, the full one a phone's Chrome is (only with --bench)
#   nginx, redis-server – the deployment tests and benchmark: instances behind a reverse proxy
#                 sharing a Redis cache (only with --browser)
#   libnginx-mod-http-brotli-filter – the proxy compresses with brotli, as self-hosting does
#                 (only with --browser)
#   fonts-roboto-unhinted – Android's system face, so the browser tests draw text before the web
#                 fonts arrive as a phone does (only with --browser)
set -euo pipefail

need=()
if ! compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then need+=(postgresql); fi
# pg_cron for each installed server version (bookworm's postgresql is 15); a fresh install gets 15's.
versions=$(ls /usr/lib/postgresql 2>/dev/null || true)
for version in ${versions:-15}; do
  [ -e "/usr/lib/postgresql/$version/lib/pg_cron.so" ] || need+=("postgresql-$version-cron")
done
if [[ " $* " == *" --browser "* ]]; then
  command -v chromium-headless-shell >/dev/null || need+=(chromium-headless-shell)
  command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || need+=(nginx)
  [ -e /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || need+=(libnginx-mod-http-brotli-filter)
  command -v redis-server >/dev/null || need+=(redis-server)
  fc-list -q Roboto 2>/dev/null || need+=(fonts-roboto-unhinted)
fi
if [[ " $* " == *" --bench "* ]]; then
  command -v chromium >/dev/null || need+=(chromium)
fi
[ ${#need[@]} -eq 0 ] && exit 0

echo "Installing system packages: ${need[*]}"
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null; then SUDO=sudo; else
    echo "Need root to install ${need[*]} (apt-get). Install them and re-run." >&2; exit 1
  fi
else SUDO=''; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
