#!/usr/bin/env bash
# The browser tests drive Debian's chromium; no test tool may download a browser of its own.
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "The browser tests need Chromium: run 'sudo apt-get install chromium', or set CHROMIUM_PATH." >&2
  exit 1
fi
