// Remote versions side by side (docs/operations.md): a remote's build is published into
// REMOTES_DIR/<name>/<version>/, and the host's /remotes.json is written from the environment
// when the host starts: REMOTE_CLINICAL_VERSION=1.4.0 (a published folder) or a full URL (a
// remote on another origin). Used by the host container and by `pnpm start:prod`.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const REMOTES = ['clinical', 'logistics', 'admin'];
const VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

/** The variable that picks a remote's version: REMOTE_CLINICAL_VERSION. */
export const versionVariable = (name) => `REMOTE_${name.toUpperCase()}_VERSION`;

/** A remote's own version: its package.json's. */
export const packageVersion = (name) => JSON.parse(fs.readFileSync(path.join(ROOT, `remote-${name}`, 'package.json'), 'utf8')).version;

/**
 * Copies a remote's build into REMOTES_DIR/<name>/<version>/ (source maps left out: production
 * serves none). A version already published is replaced whole, never mixed.
 */
export function publishRemote(name, { dist = path.join(ROOT, `remote-${name}`, 'dist'), remotesDir, version = packageVersion(name) }) {
  if (!VERSION.test(version)) throw new Error(`${name}: "${version}" is not a version (letters, digits, . _ -)`);
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${name}: no build in ${dist} (pnpm --filter remote-${name} build)`);
  const target = path.join(remotesDir, name, version);
  const staging = `${target}.publishing-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.cpSync(dist, staging, { recursive: true, filter: (file) => !file.endsWith('.map') });
  fs.rmSync(target, { recursive: true, force: true });
  fs.renameSync(staging, target);
  return target;
}

/** The versions of a remote published in REMOTES_DIR, oldest name first. */
export function publishedVersions(name, remotesDir) {
  const dir = path.join(remotesDir, name);
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((v) => VERSION.test(v) && fs.existsSync(path.join(dir, v, 'mf-manifest.json'))).sort() : [];
}

/** The registry entry of a published version: its manifest on the host's own origin. */
export const versionEntry = (name, version) => ({ entry: `/remotes/${name}/${version}/mf-manifest.json`, version });

/** What a published version declares (its remote-meta.json), or null. */
export function remoteMeta(remotesDir, name, version) {
  try {
    return JSON.parse(fs.readFileSync(path.join(remotesDir, name, version, 'remote-meta.json'), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The registry the host starts with: `current` (the registry file as last written) with each
 * remote the environment names replaced by REMOTE_<NAME>_VERSION (a version folder, or a full URL
 * to a manifest or its folder); a remote in neither gets its package version.
 * `problems` lists versions that are not published (their areas show the fallback card);
 * `origins` the other origins the page loads remotes from (the Content-Security-Policy's).
 */
export function registryFromEnv(env, remotesDir, current = {}) {
  const registry = {};
  const problems = [];
  const origins = new Set();
  for (const name of REMOTES) {
    const named = (env[versionVariable(name)] || '').trim();
    if (!named && current[name]?.entry) {
      registry[name] = current[name];
      for (const entry of [current[name].entry, current[name].canary?.entry]) if (/^https?:\/\//i.test(entry ?? '')) origins.add(new URL(entry).origin);
      continue;
    }
    const asked = named || packageVersion(name);
    if (/^https?:\/\//i.test(asked)) {
      const url = new URL(asked);
      const entry = url.pathname.endsWith('.json') ? url.href : new URL('mf-manifest.json', url.href.replace(/\/*$/, '/')).href;
      registry[name] = { entry, version: 'external' };
      origins.add(url.origin);
      continue;
    }
    if (!VERSION.test(asked)) {
      problems.push(`${versionVariable(name)}="${asked}" is neither a version nor an http(s) URL`);
      registry[name] = { entry: `/remotes/${name}/invalid-version/mf-manifest.json`, version: asked };
      continue;
    }
    registry[name] = versionEntry(name, asked);
    if (!fs.existsSync(path.join(remotesDir, name, asked, 'mf-manifest.json'))) {
      const have = publishedVersions(name, remotesDir);
      problems.push(`remote ${name} version ${asked} is not published in ${path.join(remotesDir, name)} (published: ${have.join(', ') || 'none'}): its areas will show their fallback card`);
    }
  }
  return { registry, problems, origins: [...origins] };
}
