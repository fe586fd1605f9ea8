#!/usr/bin/env bash
# Builds the last release before this commit (the newest entry of releases.json whose commit is in
# HEAD^'s history) into DIR, for CI's N-1 check: its host and remotes against this commit's
# (e2e/tests/release-matrix.spec.ts). Its remotes are built as version <version> (REMOTE_VERSION),
# so a page can tell them from this commit's. Prints the version.
#   scripts/ci/build-previous-release.sh DIR
set -euo pipefail
SELF=$(realpath "$0")
cd "$(dirname "$0")/../.."
DIR=${1:?usage: build-previous-release.sh DIR}
# a shallow clone has neither HEAD^ nor the release's tree: fetch the history once
if [ "$(git rev-parse --is-shallow-repository)" = true ]; then git fetch --quiet --unshallow origin 2>/dev/null || true; fi
# A clone cut short that its origin cannot deepen holds no release: the check cannot run there, and
# says so loudly (no version printed: release-matrix.spec.ts skips). Any other miss is an error.
found=0
RELEASE=$(node scripts/ci/previous-release.mjs) || found=$?
if [ "$found" = 3 ]; then echo "N-1 CHECK NOT RUN: this CI clone has no history to build the last release from" >&2; exit 0; fi
if [ "$found" != 0 ]; then exit "$found"; fi
read -r TAG COMMIT <<<"$RELEASE"
APPS=(host remote-clinical remote-logistics remote-admin)
# copies each app's dist folder from the tree FROM into the tree TO
copy_dists() {
  for app in "${APPS[@]}"; do mkdir -p "$2/$app" && cp -a "$1/$app/dist" "$2/$app/dist" || return 1; done
}
rm -rf "$DIR" && mkdir -p "$DIR"
# A release's build depends only on its commit (its tree and lockfile), this script and Node, so
# a machine that built it once keeps its apps' dist folders (all the N-1 check reads) and copies
# them in next time instead of installing and building again (113 s and 3.6 CPU-minutes on CI's
# two cores). One entry is kept; a build cut short leaves no .complete and is made again.
CACHE_ROOT=${LAB_RELEASE_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/lab-portal/previous-release}
CACHE="$CACHE_ROOT/$TAG-$COMMIT-$(sha256sum "$SELF" | cut -c1-12)-$(node -v)"
if [ -f "$CACHE/.complete" ]; then
  copy_dists "$CACHE" "$DIR"
  echo "$TAG"
  exit 0
fi
git archive "$COMMIT" | tar -x -C "$DIR"
cd "$DIR"
# the same store as this checkout's: a release whose lockfile matches installs without the network
pnpm install --frozen-lockfile --prefer-offline --filter 'host...' --filter 'remote-clinical...' --filter 'remote-logistics...' --filter 'remote-admin...' >/dev/null
# Production mode, without minifying or source maps: what the check compares is how the release's
# modules meet this commit's (the federation contract), which minifying does not change; it takes
# a third of the time a full build takes on CI's two cores, where this runs beside pnpm test.
REMOTE_VERSION="$TAG" NODE_ENV=production pnpm -r --filter ./host --filter './remote-*' \
  exec webpack --mode production --no-devtool --no-optimization-minimize >/dev/null
# keeping it is a saving, not a step: a cache that cannot be written is left as it is
keep() {
  mkdir -p "$CACHE_ROOT" && find "$CACHE_ROOT" -mindepth 1 -maxdepth 1 -exec rm -rf {} + || return 1
  copy_dists . "$CACHE" && touch "$CACHE/.complete"
}
keep || echo "the build of $TAG was not kept in $CACHE_ROOT" >&2
echo "$TAG"
