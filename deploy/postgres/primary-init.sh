#!/bin/sh
# Runs once, when the primary's data directory is first created (docker-entrypoint-initdb.d): the
# role the replica streams WAL as, and the pg_hba.conf line that lets it (an "all" line does not
# cover replication connections).
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" --set=password="$REPLICATION_PASSWORD" <<'SQL'
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD :'password';
SQL
echo 'host replication replicator all scram-sha-256' >> "$PGDATA/pg_hba.conf"
