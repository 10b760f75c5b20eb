#!/usr/bin/env bash
# The one production build the browser tests and the bench both measure, in a folder of its own
# (test-output/dist, or BROWSER_DIST_DIR) so another build of dist/ cannot change files under a
# running test. Monitoring is configured as in production (with made-up ids), so the consent
# tests can see real-user monitoring start, send to its EU intake (answered by the test, never
# the internet) and stop; without consent nothing of it loads. Every session is recorded by
# session replay (the sampled worst case, every time), so the personal-data test is
# deterministic. VALIDATORS_COMPILED=1 skips compiling the validators (npm test compiles them
# once, before the stages that run side by side). The browser tests' own journeys, declared in
# tests/fixtures/journeys/ (decision 055), are compiled into this build and no other.
set -euo pipefail
cd "$(dirname "$0")/.."

out_dir="${BROWSER_DIST_DIR:-test-output/dist}"
export JOURNEY_FIXTURES="${JOURNEY_FIXTURES:-tests/fixtures/journeys}"
if [ "${VALIDATORS_COMPILED:-}" != "1" ]; then npm run validators:compile; fi
VITE_DATADOG_APPLICATION_ID="${VITE_DATADOG_APPLICATION_ID:-00000000-0000-4000-8000-000000000000}" \
  VITE_DATADOG_CLIENT_TOKEN="${VITE_DATADOG_CLIENT_TOKEN:-pub00000000000000000000000000000000}" \
  VITE_RUM_REPLAY_SAMPLE_RATE="${VITE_RUM_REPLAY_SAMPLE_RATE:-100}" \
  npx vite build --outDir "$out_dir" --emptyOutDir
