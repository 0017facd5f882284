#!/usr/bin/env bash
# Builds the site from a source tree without .git, the way a `git archive`
# tarball, a Docker COPY or a downloaded archive arrives, and checks the
# result: the build finishes, has its home page and docs pages, and shows no
# "Last updated" dates (they come from Git history, which such a tree lacks;
# see config/lastUpdate.ts). A full production build, about a minute on
# 2 cores; `npm test` runs it with --worktree (scripts/test.sh).
#
# Usage: bash scripts/check-tarball-build.sh [git-ref]   the committed files of a ref (default HEAD)
#        bash scripts/check-tarball-build.sh --worktree  the files of this checkout as they are now,
#                                                        tracked and untracked (not ignored), before a commit
#        ... --out-dir DIR   keep the build in DIR (relative to this checkout) instead of discarding it:
#                            scripts/build-services.sh makes the services build this way, so `npm test`
#                            builds the site twice, not three times
set -euo pipefail
cd "$(dirname "$0")/.."

ref=HEAD
keep=""
while [ $# -gt 0 ]; do
  case "$1" in
    --out-dir) keep="$PWD/${2:?--out-dir needs a folder}"; shift 2 ;;
    *) ref="$1"; shift ;;
  esac
done
work="$(mktemp -d "${TMPDIR:-/tmp}/tarball-build.XXXXXX")"
trap 'rm -rf "$work"' EXIT
fail() { echo "check-tarball-build: $*" >&2; exit 1; }
out="${keep:-$work/build}"

start=$SECONDS
mkdir "$work/src"
if [ "$ref" = --worktree ]; then
  # Files deleted but not yet committed are still listed; tar skips them.
  git ls-files -z --cached --others --exclude-standard |
    tar --null -T - --ignore-failed-read -c 2>/dev/null | tar -x -C "$work/src"
else
  git archive "$ref" | tar -x -C "$work/src"
fi
[ ! -e "$work/src/.git" ] || fail "the archive has a .git folder"
# This checkout's dependencies; an archive has none, and installing them would only measure npm.
ln -s "$PWD/node_modules" "$work/src/node_modules"

# No persistent bundler cache: it would be written into this checkout's node_modules/.cache,
# and a tree from a tarball starts cold anyway.
# English only: what a tarball lacks (.git) is the same in every language, and the other locales
# would add their whole build time for nothing more to check.
(cd "$work/src" && DOCUSAURUS_NO_PERSISTENT_CACHE=1 npx --no-install docusaurus build --locale en --out-dir "$out")

[ -f "$out/index.html" ] || fail "no index.html in the build"
pages=$(find "$out" -name '*.html' | wc -l)
# Enough pages that "no dates" below means something: the docs were built, just without dates.
[ "$pages" -ge 100 ] || fail "only $pages HTML pages in the build"
dated=$(grep -rlE --include='*.html' 'Last updated|theme-last-updated' "$out" || true)
[ -z "$dated" ] || fail "pages show a last-updated date without Git history: $(echo "$dated" | head -3 | tr '\n' ' ')"

label=$([ "$ref" = --worktree ] && echo "the working tree" || echo "$ref")
echo "check-tarball-build: $label builds without .git: $pages pages, no last-updated dates ($((SECONDS - start)) s)"
