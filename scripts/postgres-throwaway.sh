#!/usr/bin/env bash
# Starts a disposable PostgreSQL cluster on a local port for the server suite (sourced by .ci/run;
# developers may source it too). Sets TEST_DATABASE_URL. Needs Debian's postgresql package.
PG_PORT="${PG_PORT:-55432}"
start_throwaway_postgres() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  PG_DIR=$(mktemp -d /tmp/switchboard-pg.XXXXXX)
  chown postgres:postgres "$PG_DIR" 2>/dev/null || true
  local as=()
  [ "$(id -u)" = 0 ] && as=(runuser -u postgres --)
  "${as[@]}" "$bin/initdb" -D "$PG_DIR/data" -U postgres --auth=trust >/dev/null
  "${as[@]}" "$bin/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
  "${as[@]}" "$bin/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres switchboard_test
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/switchboard_test"
  PG_BIN="$bin"
  echo "ci: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on port $PG_PORT"
}
stop_throwaway_postgres() {
  [ -n "${PG_DIR:-}" ] || return 0
  local as=()
  [ "$(id -u)" = 0 ] && as=(runuser -u postgres --)
  "${as[@]}" "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
