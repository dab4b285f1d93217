#!/usr/bin/env bash
# Runs the given command with DATABASE_URL pointing at a throwaway PostgreSQL cluster on loopback.
# Installs Debian's postgresql when no server binaries are found (needs root).
set -euo pipefail

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
bin=$(find_bin || true)
if [[ -z "$bin" || ! -x "$bin/initdb" ]]; then
  if [[ $(id -u) -ne 0 ]]; then
    echo "PostgreSQL is missing: run 'sudo apt-get install -y postgresql' and try again." >&2
    exit 1
  fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  bin=$(find_bin)
fi

port=${PGTEST_PORT:-55432}
dir=$(mktemp -d /tmp/m-pg.XXXXXX)
as_owner=()
if [[ $(id -u) -eq 0 ]]; then
  chown postgres "$dir"
  as_owner=(runuser -u postgres --)
fi
cleanup() { "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$dir"; }
trap cleanup EXIT

"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U m_test --auth=trust >/dev/null
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1" -l "$dir/log" -w start >/dev/null
"$bin/createdb" -h 127.0.0.1 -p "$port" -U m_test m_test

export DATABASE_URL="postgres://m_test@127.0.0.1:$port/m_test"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
"$@"
