#!/usr/bin/env bash
# fair28's scheduled backups (docs/OPERATIONS.md, "Back up and restore"): a pgBackRest backup of the
# database, full or differential (the write-ahead log is archived all the time by archive_command), or a
# copy of the uploads folder (payment certificates, QR codes), which lives outside the database.
#
#   fair28-backup.sh full|diff     pgBackRest backup of the stanza, run as the postgres user
#   fair28-backup.sh uploads       copy FAIR28_UPLOAD_DIR into FAIR28_UPLOADS_BACKUP (a folder or host:folder)
#
# PGBACKREST_CONFIG (default /etc/pgbackrest/pgbackrest.conf) and FAIR28_STANZA (default fair28) name the
# repository. The chain key (FAIR28_CHAIN_KEY) is NOT backed up here: it is kept apart from the database.
set -euo pipefail

config="${PGBACKREST_CONFIG:-/etc/pgbackrest/pgbackrest.conf}"
stanza="${FAIR28_STANZA:-fair28}"

case "${1:-}" in
  full | diff)
    # pgBackRest reads the data directory and writes the repository as the cluster's owner.
    as_postgres=()
    if [ "$(id -u)" -eq 0 ]; then as_postgres=(runuser -u postgres --); fi
    "${as_postgres[@]}" pgbackrest --config="$config" --stanza="$stanza" backup --type="$1"
    ;;
  uploads)
    : "${FAIR28_UPLOAD_DIR:?FAIR28_UPLOAD_DIR: the uploads folder to copy}"
    : "${FAIR28_UPLOADS_BACKUP:?FAIR28_UPLOADS_BACKUP: where its copy goes}"
    # A file is written once under a random name and never changed, so a copy that only adds is complete,
    # and keeps the files a restore to an earlier time still needs. Half-written files (.part) are skipped.
    rsync -a --mkpath --ignore-existing --exclude='*.part' "$FAIR28_UPLOAD_DIR"/ "$FAIR28_UPLOADS_BACKUP"/
    ;;
  *)
    echo "usage: $0 full|diff|uploads" >&2
    exit 2
    ;;
esac
