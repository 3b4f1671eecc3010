#!/usr/bin/env bash
# Checks the Prometheus set-up with promtool (Debian's `prometheus` package): the configuration and the
# rules are valid, and every alert fires and stays quiet as alerts.test.yml expects. Exits non-zero on any error.
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v promtool >/dev/null; then
  echo "promtool not found: apt-get install -y prometheus" >&2
  exit 1
fi
promtool check config prometheus.yml
promtool check rules alerts.yml
promtool test rules alerts.test.yml
