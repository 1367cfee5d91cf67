#!/usr/bin/env bash
# Starts (or stops) a throwaway PostgreSQL on loopback for tests and benchmarks.
# Usage: scripts/postgres.sh start|stop|status   (env: PG_PORT, default 55432; PG_DIR, default /tmp/horizonte-pg)
set -euo pipefail
PG_PORT="${PG_PORT:-55432}"
PG_DIR="${PG_DIR:-/tmp/horizonte-pg}"
PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
[ -x "$PG_BIN/initdb" ] || { echo "PostgreSQL no está instalado (apt-get install postgresql)" >&2; exit 1; }

as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "${1:-start}" in
  start)
    if [ ! -f "$PG_DIR/data/PG_VERSION" ]; then
      mkdir -p "$PG_DIR"
      [ "$(id -u)" = 0 ] && chown postgres:postgres "$PG_DIR"
      as_postgres "$PG_BIN/initdb" -D "$PG_DIR/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >/dev/null
    fi
    as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w status >/dev/null 2>&1 ||
      as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
        -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=on" start >/dev/null
    echo "postgresql://postgres@127.0.0.1:$PG_PORT/postgres"
    ;;
  stop) as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m fast -w stop >/dev/null ;;
  status) as_postgres "$PG_BIN/pg_ctl" -D "$PG_DIR/data" status ;;
  *) echo "uso: $0 start|stop|status" >&2; exit 2 ;;
esac
