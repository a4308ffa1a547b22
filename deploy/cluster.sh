#!/usr/bin/env bash
# Several servers on one machine, the way they run on several: PostgreSQL (Debian's), pgbouncer
# in transaction mode, three API processes and HAProxy in front, all on 127.0.0.1.
#
#   npm run cluster                  start (the web built once; the demo data seeded once)
#   npm run cluster -- stop          stop everything, each API process gracefully
#   npm run cluster -- restart       a rolling restart: one API process at a time, no call lost
#   npm run cluster -- status        what runs, and whether each API process is ready
#
# Needs Debian's postgresql, pgbouncer and haproxy packages. Everything it keeps (data, logs,
# pid files, the shared secret key) is in CLUSTER_DIR (default .cluster). With DATABASE_URL and
# PUSH_DATABASE_URL set, it starts no PostgreSQL or pgbouncer and uses those instead.
#
# CLUSTER_REPLICA=1 also starts a streaming hot standby of that PostgreSQL on 127.0.0.1:5434
# (copied once with pg_basebackup into CLUSTER_DIR/pg-replica) and gives it to every API process
# as READ_DATABASE_URL, which lists, dashboards and exports read from. With DATABASE_URL set,
# CLUSTER_REPLICA is ignored; a READ_DATABASE_URL given to the script reaches every API process.
# The README's "Run several servers" says what each part does and how it maps to several machines.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
DIR=${CLUSTER_DIR:-$ROOT/.cluster}
API_PORTS=(8081 8082 8083) # as the `server` lines of deploy/haproxy.cfg
PG_PORT=5433                # as deploy/pgbouncer.ini's [databases]
REPLICA_PORT=5434           # the standby, with CLUSTER_REPLICA=1
POOL_PORT=6433
CONSOLE=http://127.0.0.1:8080 # deploy/haproxy.cfg's bind
DB_URL=${DATABASE_URL:-postgres://postgres@127.0.0.1:$POOL_PORT/backoffice}
PUSH_URL=${PUSH_DATABASE_URL:-postgres://postgres@127.0.0.1:$PG_PORT/backoffice}
OWN_DB=$([ -z "${DATABASE_URL:-}" ] && echo 1 || echo 0)
OWN_REPLICA=$( ((OWN_DB)) && [ "${CLUSTER_REPLICA:-0}" = 1 ] && echo 1 || echo 0)

say() { echo "cluster: $*"; }
die() {
  echo "cluster: $*" >&2
  exit 1
}
need() { command -v "$1" >/dev/null || [ -x "/usr/sbin/$1" ] || die "$1 is missing: apt-get install $2"; }
# PostgreSQL and pgbouncer refuse to run as root: as root, they run as the postgres user.
as_db_user() { if ((EUID == 0)); then su postgres -s /bin/sh -c "$1"; else sh -c "$1"; fi; }
alive() { [ -s "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }
# The newest installed PostgreSQL's programs ('' when there is none).
pg_bin() { dirname "$(ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1)"; }
# The server on this port answers this query (psql's unaligned tuples, one line per row).
pg_query() { as_db_user "$(pg_bin)/psql -h 127.0.0.1 -p $1 -U postgres -tAc \"$2\" backoffice" 2>/dev/null; }
standby_runs() { [ -s "$DIR/pg-replica/data/postmaster.pid" ] && kill -0 "$(head -n 1 "$DIR/pg-replica/data/postmaster.pid")" 2>/dev/null; }
# What the API processes read from: our standby while it runs (also for a restart without
# CLUSTER_REPLICA), straight and not through pgbouncer, which pools the primary only; else the
# READ_DATABASE_URL given to the script, if any.
read_url() {
  if ((OWN_DB)) && standby_runs; then echo "postgres://postgres@127.0.0.1:$REPLICA_PORT/backoffice"; else echo "${READ_DATABASE_URL:-}"; fi
}
ready() { curl -fsS -o /dev/null --max-time 2 "$1/readyz" 2>/dev/null; }
wait_ready() {
  local url=$1 seconds=$2
  for _ in $(seq $((seconds * 5))); do
    ready "$url" && return 0
    sleep 0.2
  done
  return 1
}

start_database() {
  local pgbin
  pgbin=$(pg_bin)
  [ -x "$pgbin/initdb" ] || die "PostgreSQL is missing: apt-get install postgresql (or set DATABASE_URL and PUSH_DATABASE_URL)"
  need pgbouncer pgbouncer
  mkdir -p "$DIR/pg" "$DIR/pool"
  ((EUID == 0)) && chown postgres:postgres "$DIR/pg" "$DIR/pool"
  if [ ! -f "$DIR/pg/data/PG_VERSION" ]; then
    say "PostgreSQL: a new database cluster in $DIR/pg"
    as_db_user "$pgbin/initdb -D $DIR/pg/data -U postgres --auth=trust -E UTF8 --no-locale" >/dev/null
  fi
  if ! as_db_user "$pgbin/pg_ctl -D $DIR/pg/data status" >/dev/null 2>&1; then
    as_db_user "$pgbin/pg_ctl -D $DIR/pg/data -o '-p $PG_PORT -k $DIR/pg -c listen_addresses=127.0.0.1 -c max_connections=200' -l $DIR/pg/postgres.log -w start" >/dev/null
  fi
  as_db_user "$pgbin/psql -h 127.0.0.1 -p $PG_PORT -U postgres -tAc \"select 1 from pg_database where datname = 'backoffice'\"" | grep -q 1 ||
    as_db_user "$pgbin/createdb -h 127.0.0.1 -p $PG_PORT -U postgres backoffice"
  say "PostgreSQL on 127.0.0.1:$PG_PORT"
  if ! alive "$DIR/pool/pgbouncer.pid"; then
    cp deploy/pgbouncer.ini "$DIR/pool/pgbouncer.ini"
    echo '"postgres" ""' >"$DIR/pool/pgbouncer-users.txt"
    ((EUID == 0)) && chown postgres:postgres "$DIR/pool/pgbouncer.ini" "$DIR/pool/pgbouncer-users.txt"
    as_db_user "cd $DIR/pool && $(command -v pgbouncer || echo /usr/sbin/pgbouncer) -d pgbouncer.ini"
  fi
  say "pgbouncer (transaction mode) on 127.0.0.1:$POOL_PORT"
}

# A streaming hot standby of the primary (CLUSTER_REPLICA=1): a base backup taken once, then kept
# up to date over a replication connection (pg_basebackup -R writes standby.signal and
# primary_conninfo), read-only on its own port.
start_replica() {
  local pgbin hba=$DIR/pg/data/pg_hba.conf
  pgbin=$(pg_bin)
  # initdb --auth=trust lets local replication connections in; an older data directory may not.
  if ! grep -Eq '^[[:space:]]*host[[:space:]]+replication[[:space:]]' "$hba"; then
    echo 'host replication all 127.0.0.1/32 trust' >>"$hba"
    as_db_user "$pgbin/pg_ctl -D $DIR/pg/data reload" >/dev/null
  fi
  mkdir -p "$DIR/pg-replica"
  ((EUID == 0)) && chown postgres:postgres "$DIR/pg-replica"
  if [ ! -f "$DIR/pg-replica/data/PG_VERSION" ]; then
    say "PostgreSQL standby: a base backup of :$PG_PORT in $DIR/pg-replica"
    as_db_user "$pgbin/pg_basebackup -h 127.0.0.1 -p $PG_PORT -U postgres -D $DIR/pg-replica/data -R -X stream"
  fi
  if ! standby_runs; then
    as_db_user "$pgbin/pg_ctl -D $DIR/pg-replica/data -o '-p $REPLICA_PORT -k $DIR/pg-replica -c listen_addresses=127.0.0.1 -c max_connections=200 -c hot_standby_feedback=on' -l $DIR/pg-replica/postgres.log -w start" >/dev/null
  fi
  for _ in $(seq 150); do
    [ "$(pg_query "$REPLICA_PORT" 'select pg_is_in_recovery()')" = t ] && break
    sleep 0.2
  done
  [ "$(pg_query "$REPLICA_PORT" 'select pg_is_in_recovery()')" = t ] ||
    die "the standby on :$REPLICA_PORT is not in recovery; see $DIR/pg-replica/postgres.log"
  say "PostgreSQL standby on 127.0.0.1:$REPLICA_PORT, streaming from :$PG_PORT"
}

# One API process, started directly (its PID is the listening process), on its own port and
# data directory; every process shares the database and the secret key.
start_api() {
  local port=$1 reads
  alive "$DIR/api-$port.pid" && return 0
  reads=$(read_url)
  mkdir -p "$DIR/api-$port"
  (
    cd "$ROOT/apps/server"
    if [ -n "$reads" ]; then export READ_DATABASE_URL=$reads; fi
    PORT=$port HOST=127.0.0.1 DATA_DIR="$DIR/api-$port" DATABASE_URL=$DB_URL PUSH_DATABASE_URL=$PUSH_URL \
      SECRET_KEY=$(cat "$DIR/secret.key") PUBLIC_URL=${PUBLIC_URL:-$CONSOLE} TRUST_PROXY=${TRUST_PROXY:-127.0.0.1} \
      STOP_DRAIN_SECONDS=${STOP_DRAIN_SECONDS:-3} \
      nohup node --import tsx src/main.ts >>"$DIR/api-$port.log" 2>&1 &
    echo $! >"$DIR/api-$port.pid"
  )
}

# SIGTERM, then wait for the graceful stop (STOP_DRAIN_SECONDS, then the calls in flight).
stop_pid() {
  local file=$1 name=$2
  alive "$file" || return 0
  kill -TERM "$(cat "$file")"
  for _ in $(seq 200); do
    alive "$file" || break
    sleep 0.2
  done
  alive "$file" && die "$name did not stop within 40 s (pid $(cat "$file"))"
  rm -f "$file"
}

start() {
  need haproxy haproxy
  need curl curl
  mkdir -p "$DIR"
  ((OWN_DB)) && start_database
  ((OWN_REPLICA)) && start_replica
  ((OWN_DB)) || [ "${CLUSTER_REPLICA:-0}" != 1 ] || say "CLUSTER_REPLICA is ignored with DATABASE_URL set (READ_DATABASE_URL is passed on)"
  # One key for every process (stored secrets are encrypted with it), kept beside the data.
  [ -s "$DIR/secret.key" ] || (umask 077 && node -e "process.stdout.write(require('crypto').randomBytes(32).toString('hex'))" >"$DIR/secret.key")
  say "building the web app once (if it changed)"
  node apps/web/scripts/build.mjs
  # Started together: the migrations and the demo seeding take turns under their locks.
  for port in "${API_PORTS[@]}"; do start_api "$port"; done
  for port in "${API_PORTS[@]}"; do
    wait_ready "http://127.0.0.1:$port" 300 || die "the API process on :$port is not ready; see $DIR/api-$port.log"
    say "API process on 127.0.0.1:$port (pid $(cat "$DIR/api-$port.pid")) is ready"
  done
  if ! alive "$DIR/haproxy.pid"; then haproxy -D -f deploy/haproxy.cfg -p "$DIR/haproxy.pid"; fi
  wait_ready "$CONSOLE" 30 || die "HAProxy answers no ready process at $CONSOLE"
  say "HAProxy on $CONSOLE, by session over :${API_PORTS[*]}"
  say "Console: $CONSOLE   (logs in $DIR; stop with: npm run cluster -- stop)"
}

stop() {
  # Every API process told at once, then each waited for: they drain side by side.
  for port in "${API_PORTS[@]}"; do alive "$DIR/api-$port.pid" && kill -TERM "$(cat "$DIR/api-$port.pid")"; done
  for port in "${API_PORTS[@]}"; do stop_pid "$DIR/api-$port.pid" "the API process on :$port" && say "stopped :$port"; done
  stop_pid "$DIR/haproxy.pid" HAProxy
  if ((OWN_DB)); then
    stop_pid "$DIR/pool/pgbouncer.pid" pgbouncer
    local pgbin
    pgbin=$(pg_bin)
    # The standby (whether or not CLUSTER_REPLICA is set now) before the primary it follows.
    if [ -f "$DIR/pg-replica/data/PG_VERSION" ]; then as_db_user "$pgbin/pg_ctl -D $DIR/pg-replica/data -m fast stop" >/dev/null 2>&1 || true; fi
    if [ -f "$DIR/pg/data/PG_VERSION" ]; then as_db_user "$pgbin/pg_ctl -D $DIR/pg/data -m fast stop" >/dev/null 2>&1 || true; fi
  fi
  say "stopped (the data stays in $DIR)"
}

# One process at a time: it drains (HAProxy sees /readyz 503 and sends the others its calls),
# stops, starts again and is ready before the next one goes.
restart() {
  for port in "${API_PORTS[@]}"; do
    stop_pid "$DIR/api-$port.pid" "the API process on :$port"
    start_api "$port"
    wait_ready "http://127.0.0.1:$port" 120 || die "the API process on :$port is not ready; see $DIR/api-$port.log"
    say "restarted :$port (pid $(cat "$DIR/api-$port.pid"))"
  done
}

status() {
  for port in "${API_PORTS[@]}"; do
    if alive "$DIR/api-$port.pid"; then
      say ":$port pid $(cat "$DIR/api-$port.pid") $(ready "http://127.0.0.1:$port" && echo ready || echo 'not ready')"
    else say ":$port stopped"; fi
  done
  alive "$DIR/haproxy.pid" && say "HAProxy pid $(cat "$DIR/haproxy.pid") on $CONSOLE" || say "HAProxy stopped"
  if ((OWN_DB)); then alive "$DIR/pool/pgbouncer.pid" && say "pgbouncer pid $(cat "$DIR/pool/pgbouncer.pid")" || say "pgbouncer stopped"; fi
  if ((OWN_DB)) && [ -f "$DIR/pg-replica/data/PG_VERSION" ]; then
    local standby
    standby=$(pg_query "$REPLICA_PORT" 'select pg_is_in_recovery(), pg_last_wal_replay_lsn()' || true)
    if [ -n "$standby" ]; then
      say "PostgreSQL standby on :$REPLICA_PORT: in recovery ${standby%%|*}, replayed up to ${standby#*|} (primary at $(pg_query "$PG_PORT" 'select pg_current_wal_lsn()' || echo '?'))"
    else say "PostgreSQL standby stopped"; fi
  fi
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  restart) restart ;;
  status) status ;;
  *) die "usage: deploy/cluster.sh [start|stop|restart|status]" ;;
esac
