#!/usr/bin/env bash
# Runs a command with TEST_REDIS_URL set to a throwaway redis-server on loopback (no persistence), then
# stops it, whatever the command's outcome. Installs Debian's redis-server when missing.
#   bash server/test/support/with-redis.sh npx jest -c server/jest.config.mjs server/test/platform/redis.test.ts
set -euo pipefail

if ! command -v redis-server >/dev/null; then
  echo "Installing Debian's redis-server..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq redis-server >/dev/null
fi

REDIS_DIR="$(mktemp -d "${TMPDIR:-/tmp}/intake-redis.XXXXXX")"
REDIS_PORT_TEST="${REDIS_PORT_TEST:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
redis-server --port "$REDIS_PORT_TEST" --bind 127.0.0.1 --save '' --appendonly no --dir "$REDIS_DIR" --daemonize no \
  --logfile "$REDIS_DIR/redis.log" &
REDIS_PID=$!

cleanup() {
  kill "$REDIS_PID" 2>/dev/null || true
  wait "$REDIS_PID" 2>/dev/null || true
  rm -rf "$REDIS_DIR"
}
trap cleanup EXIT

for _ in $(seq 1 50); do
  redis-cli -h 127.0.0.1 -p "$REDIS_PORT_TEST" ping >/dev/null 2>&1 && break
  sleep 0.2
done
redis-cli -h 127.0.0.1 -p "$REDIS_PORT_TEST" ping >/dev/null

export TEST_REDIS_URL="redis://127.0.0.1:$REDIS_PORT_TEST"
echo "Redis $(redis-server --version | awk '{print $3}' | cut -d= -f2) for this run: $TEST_REDIS_URL"
"$@"
