#!/usr/bin/env bash
# Browser tests (issue 7): find Debian's Chromium headless shell (installing it where we can),
# build the site into its own folder, then run Playwright against `vite preview` of that build.
# The headless shell is Chromium's engine without the desktop browser around it: the same tests
# take about half the time (decision 026). A full Chromium is used where no shell is found.
# Never skips: without a browser it stops, naming the one command that installs it.
set -euo pipefail
cd "$(dirname "$0")/.."

find_chromium() {
  for candidate in "${CHROMIUM_PATH:-}" /usr/lib/chromium/chromium-headless-shell \
    /usr/bin/chromium-headless-shell /usr/bin/chromium /usr/bin/chromium-browser; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      echo "$candidate"
      return 0
    fi
  done
  command -v chromium-headless-shell 2>/dev/null || command -v chromium 2>/dev/null ||
    command -v chromium-browser 2>/dev/null || return 1
}

if ! chromium_path="$(find_chromium)"; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Chromium not found: installing Debian's package (apt-get install chromium-headless-shell)..."
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y chromium-headless-shell
    chromium_path="$(find_chromium)" || {
      echo "apt-get installed chromium-headless-shell but no executable was found." >&2
      exit 1
    }
  else
    echo "The browser tests need Chromium and none was found. Install it with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y chromium-headless-shell" >&2
    echo "(or set CHROMIUM_PATH to a Chromium or Chrome executable)" >&2
    exit 1
  fi
fi
export CHROMIUM_PATH="$chromium_path"

export BROWSER_DIST_DIR="${BROWSER_DIST_DIR:-test-output/dist}"
# BROWSER_BUILD=reuse runs against the build already there (npm test builds it beside the unit
# tests); otherwise the site is built first.
if [ "${BROWSER_BUILD:-}" != "reuse" ]; then scripts/build-for-tests.sh; fi
npx playwright test "$@"
