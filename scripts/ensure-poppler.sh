#!/usr/bin/env bash
# The patient guide's tests ask Debian's poppler-utils (pdfinfo) whether the PDF is tagged; install it when it is missing.
set -euo pipefail
if command -v pdfinfo >/dev/null; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's poppler-utils for the PDF guide's tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
else
  echo "The PDF guide's tests need pdfinfo: run 'sudo apt-get install poppler-utils'." >&2
  exit 1
fi
