#!/usr/bin/env bash
# Browser tests need Chromium. Use CHROME_PATH or /usr/bin/chromium; when it is
# missing and we are root on Debian, install Debian's package; otherwise stop
# with one line saying how to get it.
set -euo pipefail

if [ -n "${CHROME_PATH:-}" ]; then
  if [ -x "$CHROME_PATH" ]; then echo "Chromium: $CHROME_PATH"; exit 0; fi
  echo "CHROME_PATH is set to '$CHROME_PATH' but no executable is there." >&2
  exit 1
fi
if [ -x /usr/bin/chromium ]; then echo "Chromium: /usr/bin/chromium"; exit 0; fi

if [ "$(id -u)" = "0" ] && [ -f /etc/debian_version ] && command -v apt-get >/dev/null; then
  echo "Chromium not found; installing Debian's chromium package"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium >/dev/null
  [ -x /usr/bin/chromium ] && { echo "Chromium: /usr/bin/chromium"; exit 0; }
fi

echo "Chromium is required for the browser tests: install it with 'sudo apt-get install -y chromium' (Debian/Ubuntu) or set CHROME_PATH to a Chromium binary." >&2
exit 1
