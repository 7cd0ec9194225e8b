#!/usr/bin/env bash
# Run a command against a throwaway PostgreSQL cluster:
#   scripts/with-postgres.sh npx vitest run --project server
# Creates a temporary cluster (trust auth, loopback only) on a free port, creates database
# "angels", exports DATABASE_URL, runs the command, then always stops and removes the cluster.
# Uses PG_BIN if set, else the newest /usr/lib/postgresql/*/bin, else pg_config --bindir.
# As root, the server runs as the "postgres" user (PostgreSQL refuses to run as root).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command...>" >&2
  exit 2
fi

PG_BIN="${PG_BIN:-}"
if [ -z "$PG_BIN" ]; then
  PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
fi
if [ -z "$PG_BIN" ] && command -v pg_config >/dev/null; then PG_BIN="$(pg_config --bindir)"; fi
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "with-postgres: no PostgreSQL binaries found (set PG_BIN)" >&2
  exit 1
fi

as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

WORK="$(mktemp -d /tmp/angels-pg.XXXXXX)"
chmod 755 "$WORK"
if [ "$(id -u)" -eq 0 ]; then chown postgres: "$WORK"; fi
PORT="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$WORK/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

as_pg "$PG_BIN/initdb" -D "$WORK/data" -U angels --auth=trust --encoding=UTF8 --no-sync >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK -c fsync=off" start >/dev/null
as_pg "$PG_BIN/createdb" -h 127.0.0.1 -p "$PORT" -U angels angels

export DATABASE_URL="postgres://angels@127.0.0.1:$PORT/angels"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') at $DATABASE_URL" >&2
set +e
"$@"
status=$?
set -e
exit "$status"
