#!/bin/sh
# The streaming replica's entrypoint (compose.yaml). On its first start the data directory is
# empty: copy the primary with pg_basebackup, streaming the WAL written meanwhile, and let it write
# standby.signal and primary_conninfo (--write-recovery-conf), so the image's entrypoint then starts
# a hot standby instead of a new database. Later starts find the data and go straight on.
set -eu
: "${PGDATA:=/var/lib/postgresql/data}"
: "${PRIMARY_HOST:=primary}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  until gosu postgres pg_isready --host="$PRIMARY_HOST" --port=5432 --quiet; do
    echo "waiting for the primary at $PRIMARY_HOST:5432"
    sleep 2
  done
  gosu postgres pg_basebackup \
    --dbname="host=$PRIMARY_HOST port=5432 user=replicator password=$REPLICATION_PASSWORD application_name=replica" \
    --pgdata="$PGDATA" --wal-method=stream --write-recovery-conf --checkpoint=fast --progress
fi
exec docker-entrypoint.sh "$@"
