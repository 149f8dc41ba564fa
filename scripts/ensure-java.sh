#!/usr/bin/env bash
# The W3C Nu HTML Checker (vnu-jar) runs on Java; install Debian's headless runtime when it is missing.
set -euo pipefail
if command -v java >/dev/null; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's Java runtime for the HTML checker..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
else
  echo "The HTML checker needs Java: run 'sudo apt-get install default-jre-headless'." >&2
  exit 1
fi
