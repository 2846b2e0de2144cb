#!/usr/bin/env bash
# The production install, as a deployment makes it: a clean clone of HEAD with the built
# output (apps/web/dist, apps/server/dist: run `npm run build` first), `npm ci --omit=dev`,
# started with plain node. Prints the install's size, runs a short journey, prints its
# metrics, and checks that SIGTERM ends it cleanly. Loopback only; stops by itself.
set -euo pipefail
repo=$(git rev-parse --show-toplevel)
work=$(mktemp -d)
pid=
cleanup() { [ -n "$pid" ] && kill -9 "$pid" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

for built in apps/web/dist/index.html apps/web/dist-server/entry-server.js apps/server/dist/main.mjs; do
  [ -f "$repo/$built" ] || { echo "missing $built: run npm run build first" >&2; exit 1; }
done
# The server's renderer runs React's production build whatever NODE_ENV is (which nothing sets):
# the choice is made when it is built, not left to the environment at run time.
if grep -rlq 'process\.env\.NODE_ENV' "$repo/apps/web/dist-server"; then
  echo "apps/web/dist-server chooses React's build by NODE_ENV at run time (the development one, unset)" >&2
  exit 1
fi
git clone -q "$repo" "$work/portal"
cp -r "$repo/apps/web/dist" "$work/portal/apps/web/dist"
cp -r "$repo/apps/web/dist-server" "$work/portal/apps/web/dist-server"
cp -r "$repo/apps/server/dist" "$work/portal/apps/server/dist"
cd "$work/portal"
npm ci --omit=dev --no-audit --no-fund --loglevel=error
for tool in vite tsx vitest typescript esbuild @playwright/test; do
  [ ! -e "node_modules/$tool" ] || { echo "a development tool is installed: $tool" >&2; exit 1; }
done
echo "production node_modules: $(du -sh node_modules | cut -f1)"

# A port the system says is free: a random one can be an outgoing connection's (CI saw EADDRINUSE).
port=$(node -e "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close() })")
DATA_DIR="$work/data" PORT=$port LOG_LEVEL=warn PORTAL_ADMIN_USERNAME=admin \
  PORTAL_ADMIN_PASSWORD=a-long-check-password node apps/server/dist/main.mjs > "$work/portal.log" 2>&1 &
pid=$!
for _ in $(seq 1 120); do
  curl -sf "http://127.0.0.1:$port/api/ready/" > /dev/null && break
  kill -0 "$pid" 2>/dev/null || { cat "$work/portal.log"; exit 1; }
  sleep 0.5
done
curl -sf "http://127.0.0.1:$port/api/ready/"; echo
curl -sf "http://127.0.0.1:$port/api/health/"; echo
# Each page is read whole before it is searched: `curl | grep -q` under pipefail fails when grep
# stops at an early match and curl is cut off mid-write (CI saw it on the Dzongkha page).
english=$(curl -sf "http://127.0.0.1:$port/")
grep -q '<div id="root" data-server-rendered="">' <<< "$english" ||
  { echo "the server did not render the landing page" >&2; exit 1; }
dzongkha=$(curl -sf -H 'Accept-Language: dz' "http://127.0.0.1:$port/")
grep -q '<html lang="dz">' <<< "$dzongkha" ||
  { echo "the server did not render the landing page in Dzongkha" >&2; exit 1; }
echo "the server renders the landing page, in Dzongkha for a Dzongkha reader"
BASE="http://127.0.0.1:$port" ADMIN_PASSWORD=a-long-check-password node "$repo/scripts/production-journey.mjs"

kill -TERM "$pid"
status=0; wait "$pid" || status=$?
pid=
[ "$status" -eq 0 ] || { echo "SIGTERM ended the portal with status $status" >&2; cat "$work/portal.log"; exit 1; }
echo "SIGTERM: the portal stopped cleanly"
