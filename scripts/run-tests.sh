#!/usr/bin/env bash
# npm test: everything that proves the project. Stages that do not need each other run side by
# side (the machine's cores sit idle while one linter or compiler runs alone), each job's output
# is printed whole when it ends, and the run stops at the first stage that fails:
#   1. the validators are compiled once, for every stage after it;
#   2. ESLint, Prettier's check, the TypeScript check and the schema check;
#   3. the unit and integration tests, beside the production build the browser tests use;
#   4. the browser tests, against that build.
# The times of each job and stage are printed at the end.
set -uo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
timings=()

# run_together NAME:COMMAND ...: runs the commands side by side; prints each one's output and
# time; fails when any of them fails.
run_together() {
  local started=$SECONDS failed=0 job name
  declare -A pids=()
  for job in "$@"; do
    name="${job%%:*}"
    # Each job notes when it ended, so its own time is known whatever order it is waited for in.
    (
      bash -c "${job#*:}"
      status=$?
      echo "$SECONDS" >"$logs/$name.ended"
      exit $status
    ) >"$logs/$name.log" 2>&1 &
    pids[$name]=$!
  done
  for job in "$@"; do
    name="${job%%:*}"
    if wait "${pids[$name]}"; then status=passed; else status=FAILED; failed=1; fi
    echo "::: $name ($status)"
    cat "$logs/$name.log"
    timings+=("$name: $(($(cat "$logs/$name.ended") - started)) s")
  done
  return $failed
}

finish() {
  echo
  echo "npm test stage times:"
  printf '  %s\n' "${timings[@]}"
  echo "  total: $SECONDS s"
}

stage() {
  local title=$1
  shift
  local started=$SECONDS
  echo
  echo "=== $title"
  if ! run_together "$@"; then
    timings+=("stage '$title' FAILED after $((SECONDS - started)) s")
    finish
    exit 1
  fi
  timings+=("stage '$title': $((SECONDS - started)) s")
}

stage 'Compile the validators' 'validators:npm run --silent validators:compile'
stage 'Static checks' \
  'lint:npx eslint . --max-warnings 0' \
  'format:npx prettier --check .' \
  'typecheck:npx tsc --noEmit' \
  'schemas:npx tsx scripts/check-schemas.ts'
stage 'Unit tests, and the build for the browser tests' \
  'unit:npx vitest run' \
  'build:VALIDATORS_COMPILED=1 scripts/build-for-tests.sh'
stage 'Browser tests' 'browser:BROWSER_BUILD=reuse scripts/run-browser-tests.sh'
finish
