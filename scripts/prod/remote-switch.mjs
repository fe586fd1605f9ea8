// Switching a remote's version in the registry (what `pnpm remotes:use` does): only to a version
// that is published and built against a platform contract the host provides, recorded in the log.
import fs from 'node:fs';
import path from 'node:path';
import { contractSatisfied } from '../../shared/src/platform/contract.mjs';
import { readRegistry, recordChange, withRegistryLock, writeRegistry } from './registry-file.mjs';
import { packageVersion, publishedVersions, REMOTES, remoteMeta, versionEntry } from './remote-versions.mjs';

/** The platform contract the host's build provides (its platform.json), or null. */
export function hostContract(hostDist) {
  try {
    return JSON.parse(fs.readFileSync(path.join(hostDist, 'platform.json'), 'utf8')).contract ?? null;
  } catch {
    return null;
  }
}

/** Why `version` of `name` may not be switched to, or null when it may. */
export function refusal({ remotesDir, hostDist, name, version }) {
  if (!REMOTES.includes(name)) return `no remote "${name}": one of ${REMOTES.join(', ')}`;
  const published = publishedVersions(name, remotesDir);
  if (!published.includes(version)) return `${name} ${version} is not published in ${path.join(remotesDir, name)} (published: ${published.join(', ') || 'none'})`;
  const provided = hostContract(hostDist);
  if (!provided) return `the host's build in ${hostDist} says no platform contract (platform.json): rebuild the host`;
  const needed = remoteMeta(remotesDir, name, version)?.contract;
  if (!needed) return `${name} ${version} declares no platform contract (remote-meta.json): publish a build that does`;
  if (!contractSatisfied(needed, provided)) return `${name} ${version} needs platform contract ${needed}; the host provides ${provided}`;
  return null;
}

/** Institution ids from "2,5": positive integers, else an error. */
export function parseInstitutions(text) {
  const ids = String(text).split(',').map((part) => part.trim()).filter(Boolean);
  if (!ids.length || ids.some((id) => !/^[1-9]\d{0,9}$/.test(id))) throw new Error(`--institutions expects ids such as 2,5; got "${text}"`);
  return [...new Set(ids.map(Number))];
}

/** A percentage 0-100 from text, else an error. */
export function parsePercent(text) {
  if (!/^(100|[1-9]?\d)$/.test(String(text).trim())) throw new Error(`--percent expects a whole number from 0 to 100; got "${text}"`);
  return Number(text);
}

/**
 * Applies one switch under the registry's lock and records it. `change` is one of:
 *   { version }                                  everyone on `version` (a canary ends)
 *   { version, canary: { institutions, percent } } `version` for those users, the rest unchanged
 *   { endCanary: true }                           everyone back on the main version
 * Returns the remote's new entry; throws an Error saying why when the switch is refused.
 */
export async function switchRemote({ remotesDir, hostDist, name, by, ...change }) {
  if (!change.endCanary) {
    const why = refusal({ remotesDir, hostDist, name, version: change.version });
    if (why) throw new Error(why);
  } else if (!REMOTES.includes(name)) throw new Error(`no remote "${name}": one of ${REMOTES.join(', ')}`);
  return withRegistryLock(remotesDir, () => {
    const registry = readRegistry(remotesDir) ?? {};
    const before = registry[name] ?? versionEntry(name, packageVersion(name));
    let after;
    if (change.endCanary) {
      if (!before.canary) throw new Error(`${name} has no canary to end`);
      after = { entry: before.entry, version: before.version };
    } else if (change.canary) {
      const { institutions = [], percent = 0 } = change.canary;
      if (!institutions.length && !percent) throw new Error('a canary needs --institutions, --percent or both');
      after = { entry: before.entry, version: before.version, canary: { ...versionEntry(name, change.version), ...(institutions.length ? { institutions } : {}), ...(percent ? { percent } : {}) } };
    } else {
      after = versionEntry(name, change.version);
    }
    writeRegistry(remotesDir, { ...registry, [name]: after });
    recordChange(remotesDir, { by, remote: name, from: describe(before), to: describe(after) });
    return after;
  });
}

/** "1.0.0" or "1.0.0, canary 1.1.0 for institutions 2 and 10%": how the log and the tool say an entry. */
export function describe(entry) {
  const canary = entry.canary;
  if (!canary) return entry.version;
  const who = [canary.institutions?.length ? `institutions ${canary.institutions.join(', ')}` : '', canary.percent ? `${canary.percent}% of users` : ''].filter(Boolean).join(' and ');
  return `${entry.version}, canary ${canary.version} for ${who}`;
}
