#!/usr/bin/env bash
# Sets up a fresh machine of our kind (Debian, Node 20, root): npm dependencies, Debian's Chromium
# for the browser tests, faketime for the tiers run a year ahead, and NATS (with JetStream) and
# Redis, started if they are not running.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '\n== %s\n' "$*"; }
port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v faketime >/dev/null 2>&1 || missing+=(faketime)
command -v nats-server >/dev/null 2>&1 || [ -x /usr/sbin/nats-server ] || missing+=(nats-server)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
if [ ${#missing[@]} -gt 0 ]; then
  say "Installing Debian packages: ${missing[*]}"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}"
fi

if ! port_open 4222; then
  say "Starting NATS with JetStream on 127.0.0.1:4222"
  as_root mkdir -p /var/lib/nats-server
  nats_bin=$(command -v nats-server || echo /usr/sbin/nats-server)
  as_root start-stop-daemon --start --oknodo --background --exec "$nats_bin" -- \
    -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log
fi
if ! port_open 6379; then
  say "Starting Redis on 127.0.0.1:6379"
  as_root mkdir -p /var/lib/redis /var/log/redis
  as_root redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
    --dir /var/lib/redis --logfile /var/log/redis/kumite.log
fi
for _ in $(seq 1 50); do port_open 4222 && port_open 6379 && break; sleep 0.2; done
port_open 4222 || { echo "NATS did not start" >&2; exit 1; }
port_open 6379 || { echo "Redis did not start" >&2; exit 1; }

say "Installing npm dependencies"
# Not `npm ci`: the registry our machines reach serves no other platforms' optional binaries
# (@rollup/rollup-darwin-arm64 …), so a lockfile made here lacks them and `npm ci` calls it out of
# sync. `npm install` installs the same locked versions and leaves the lockfile as it is.
npm install --no-audit --no-fund

say "Ready: 'npm test' runs the whole suite, 'npm start' the app on http://localhost:8080"
