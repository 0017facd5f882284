#!/usr/bin/env bash
# The one test command (`npm test`): type-check and lint, unit tests, the
# production build, then browser tests against that build in Debian Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's line shows the time since npm test began, so a slow step is plain in any log.
step() { printf '\n==> %s  [%d:%02d]\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }

if [ ! -d node_modules ]; then
  step "Installing dependencies from package-lock.json"
  npm install --no-audit --no-fund
fi

step "Finding Chromium"
bash scripts/ensure-chromium.sh

# Each runner also writes a JSON report; the last step adds them up into the
# one closing line CI reads ("Tests: N passed, N failed, N skipped").
rm -f reports/tests/vitest.json reports/tests/vitest-build.json reports/tests/playwright.json

# The checks that read only the sources, then the test build (a copy of the sources, built apart).
checks() {
  set -euo pipefail
  step "Type-check and lint"
  npm run --silent lint
  step "Unit and content tests"
  npm run --silent test:unit -- --reporter=default --reporter=json --outputFile.json=reports/tests/vitest.json
  step "Code samples (type-check, celocli, data blocks)"
  npm run --silent check:samples
  # In a temporary copy of the tracked and untracked files (not build/ or .docusaurus/, which the
  # production build beside it is writing), into build-services/; the only cache it shares is the
  # social cards', written under a temporary name and renamed.
  step "Test build, from the source files alone (no .git): the optional services switched on (test values), and the test hooks (fault injection)"
  bash scripts/build-services.sh --without-git
}

# The production build of every language, and the checks that read what it produced.
builds() {
  set -euo pipefail
  step "Production build"
  npm run --silent build
  # tests/build-output read build/ and .docusaurus/, so they run here and not with
  # the unit tests; a missing file of the build fails them.
  step "Tests of the build's output"
  npm run --silent test:build -- --reporter=default --reporter=json --outputFile.json=reports/tests/vitest-build.json
  step "Code samples rendered from data (read from the build's Markdown twins)"
  npm run --silent check:samples -- --rendered
}

# The two run side by side, of about the same length. Alone, each leaves much of the second
# processor idle: the build's site loading, page rendering and postBuild plugins are mostly one
# thread, and the type-check is one. Each line is prefixed with its chain's name; a chain stops
# at its first failing step, and the run fails if either did.
side_by_side() {
  local names=("$@") pids=() failed=()
  for name in "${names[@]}"; do
    (set -o pipefail; "$name" 2>&1 | sed -u "s/^/[$name] /") &
    pids+=($!)
  done
  for index in "${!pids[@]}"; do
    wait "${pids[$index]}" || failed+=("${names[$index]}")
  done
  if [ ${#failed[@]} -gt 0 ]; then
    echo "npm test: failed in: ${failed[*]} (its last ==> step above names where)" >&2
    return 1
  fi
}

side_by_side checks builds

step "Browser tests"
PLAYWRIGHT_JSON_OUTPUT_FILE=reports/tests/playwright.json npm run --silent test:e2e -- --reporter=list,json

step "Summary"
node scripts/test-summary.mjs reports/tests/vitest.json reports/tests/vitest-build.json reports/tests/playwright.json
