#!/usr/bin/env bash
# Builds the site with every optional third-party service switched on, using
# test values that point nowhere real, into build-services/. The browser tests
# in tests/e2e-services/ check that each service is wired as configured and
# that the site keeps working when the service cannot be reached. It is also
# the test build: CELO_TEST_HOOKS=1 compiles in the fault injection those tests
# use (src/plugins/test-hooks), which the production build never carries.
set -euo pipefail
cd "$(dirname "$0")/.."
export ALGOLIA_APP_ID=TESTAPPID
export ALGOLIA_SEARCH_API_KEY=test-search-key
export GA_MEASUREMENT_ID=G-TEST000000
export AI_ASSISTANT_SCRIPT_URL=https://assistant.invalid/widget.js
export AI_ASSISTANT_API_KEY=test-assistant-key
export CELO_TEST_HOOKS=1
# --without-git: build it from the source files alone, as a `git archive` tarball or a Docker COPY
# would bring them (scripts/check-tarball-build.sh, which also checks the result). `npm test` builds
# it this way, so one build is both the services build and the proof that .git is not needed.
if [ "${1:-}" = --without-git ]; then
  exec bash scripts/check-tarball-build.sh --worktree --out-dir build-services
fi
# English only: the services and test hooks behave the same in every language.
exec node scripts/build.mjs --locale en --out-dir build-services
