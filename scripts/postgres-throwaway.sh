#!/usr/bin/env bash
# Starts a disposable PostgreSQL cluster on a local port (PG_PORT) for the server suite: sourced by
# scripts/test-server.ts (npm test), which picks a free port; developers may source it too. Sets
# TEST_DATABASE_URL. Needs Debian's postgresql package.
PG_PORT="${PG_PORT:-55432}"
start_throwaway_postgres() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  [ -n "$bin" ] || { echo "postgres-throwaway: no /usr/lib/postgresql/*/bin" >&2; return 1; }
  PG_DIR=$(mktemp -d /tmp/switchboard-pg.XXXXXX)
  chown postgres:postgres "$PG_DIR" 2>/dev/null || true
  local as=()
  [ "$(id -u)" = 0 ] && as=(runuser -u postgres --)
  PG_BIN="$bin"
  # each step returns on failure: callers run this under `||`, where `set -e` does not apply
  "${as[@]}" "$bin/initdb" -D "$PG_DIR/data" -U postgres --auth=trust >/dev/null || return 1
  "${as[@]}" "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null || { cat "$PG_DIR/log"; return 1; }
  "${as[@]}" "$bin/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres switchboard_test || return 1
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/switchboard_test"
  echo "postgres-throwaway: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on port $PG_PORT"
}
stop_throwaway_postgres() {
  [ -n "${PG_DIR:-}" ] || return 0
  local as=()
  [ "$(id -u)" = 0 ] && as=(runuser -u postgres --)
  "${as[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
