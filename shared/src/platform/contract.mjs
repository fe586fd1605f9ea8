// The platform contract: what a remote is built against (the host's shell, the session store, the
// API client, the shared components: everything @lab/shared gives it) and what a host provides.
// Its version is @lab/shared's package version, MAJOR.MINOR.PATCH; docs/operations.md says when
// each part moves. Plain JavaScript with no imports, so the host's bundle and the operators'
// scripts (scripts/prod, which run without packages in the containers) read the same rule.

const VERSION = /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})$/;

/** [major, minor, patch] of a contract version, or null when it is not MAJOR.MINOR.PATCH. */
export function parseContract(version) {
  const match = typeof version === 'string' ? VERSION.exec(version.trim()) : null;
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * Whether a host providing `provided` runs a remote built against `needed`: the same major version
 * and at least the needed minor (semver's caret range, ^needed). A minor adds to the contract and
 * never removes, so an older remote keeps working on a newer host; a newer remote may use what an
 * older host lacks. A version that does not parse is never compatible.
 */
export function contractSatisfied(needed, provided) {
  const need = parseContract(needed);
  const have = parseContract(provided);
  if (!need || !have || need[0] !== have[0]) return false;
  return have[1] !== need[1] ? have[1] > need[1] : have[2] >= need[2];
}
