#!/bin/sh
# The primary's entrypoint (compose.yaml): the WAL archive volume is mounted empty and owned by
# root, and PostgreSQL's archive_command runs as postgres, so hand it over before the image's own
# entrypoint starts the server (docs/deploy.md, "Backups").
set -eu
mkdir -p /wal-archive
chown postgres:postgres /wal-archive
chmod 700 /wal-archive
exec docker-entrypoint.sh "$@"
