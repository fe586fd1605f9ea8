#!/usr/bin/env bash
# Builds the last release before this commit (the newest v* tag reachable from HEAD^) into DIR, for
# CI's N-1 check: its host and remotes against this commit's (e2e/tests/release-matrix.spec.ts).
# Its remotes are built as version <tag> (REMOTE_VERSION), so a page can tell them from this
# commit's. Prints the tag. The clone must have the release tags (a plain `git clone` does).
#   scripts/ci/build-previous-release.sh DIR
set -euo pipefail
cd "$(dirname "$0")/../.."
DIR=${1:?usage: build-previous-release.sh DIR}
# a shallow clone has neither HEAD^ nor the release's tree: fetch the history once
if [ "$(git rev-parse --is-shallow-repository)" = true ]; then git fetch --quiet --unshallow --tags origin 2>/dev/null || true; fi
TAG=$(git describe --tags --abbrev=0 --match 'v[0-9]*' HEAD^ 2>/dev/null || true)
if [ -z "$TAG" ]; then
  git fetch --quiet --tags origin 2>/dev/null || true
  TAG=$(git describe --tags --abbrev=0 --match 'v[0-9]*' HEAD^ 2>/dev/null || true)
fi
if [ -z "$TAG" ]; then
  echo "no release tag (v*) before HEAD: CI's N-1 check needs the tags (git fetch --tags)" >&2
  exit 1
fi
rm -rf "$DIR" && mkdir -p "$DIR"
git archive "$TAG" | tar -x -C "$DIR"
cd "$DIR"
# the same store as this checkout's: a release whose lockfile matches installs without the network
pnpm install --frozen-lockfile --prefer-offline --filter 'host...' --filter 'remote-clinical...' --filter 'remote-logistics...' --filter 'remote-admin...' >/dev/null
# Production mode, without minifying or source maps: what the check compares is how the release's
# modules meet this commit's (the federation contract), which minifying does not change; it takes
# a third of the time a full build takes on CI's two cores, where this runs beside pnpm test.
REMOTE_VERSION="$TAG" NODE_ENV=production pnpm -r --filter ./host --filter './remote-*' \
  exec webpack --mode production --no-devtool --no-optimization-minimize >/dev/null
echo "$TAG"
