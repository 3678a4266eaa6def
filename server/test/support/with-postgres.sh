#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL set to a throwaway PostgreSQL cluster on loopback, then stops
# and deletes the cluster, whatever the command's outcome. Installs Debian's postgresql when missing.
#   bash server/test/support/with-postgres.sh npm run test:server
set -euo pipefail

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

if [ -z "$(pg_bin)" ]; then
  echo "Installing Debian's postgresql..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
fi
PGBIN="$(pg_bin)"

# initdb refuses to run as root: the cluster belongs to the postgres user then.
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

PGDIR="$(mktemp -d "${TMPDIR:-/tmp}/intake-pg.XXXXXX")"
[ "$(id -u)" = 0 ] && chown postgres:postgres "$PGDIR"
PGPORT_TEST="${PGPORT_TEST:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"

cleanup() {
  as_owner "$PGBIN/pg_ctl" -D "$PGDIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PGDIR"
}
trap cleanup EXIT

as_owner "$PGBIN/initdb" -D "$PGDIR/data" -U postgres -A trust -E UTF8 --no-sync >/dev/null
as_owner "$PGBIN/pg_ctl" -D "$PGDIR/data" -l "$PGDIR/postgres.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PGPORT_TEST -k $PGDIR" start >/dev/null
for _ in $(seq 1 60); do
  "$PGBIN/pg_isready" -q -h 127.0.0.1 -p "$PGPORT_TEST" && break
  sleep 1
done
"$PGBIN/pg_isready" -h 127.0.0.1 -p "$PGPORT_TEST"
"$PGBIN/createdb" -h 127.0.0.1 -p "$PGPORT_TEST" -U postgres intake_test

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT_TEST/intake_test"
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') for this run: $TEST_DATABASE_URL"
"$@"
