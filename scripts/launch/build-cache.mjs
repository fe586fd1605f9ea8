// Whether an app's production build is older than its sources, the way make decides: a build is
// stale when any file it is built from changed after the build finished (the stamp every
// production build writes, scripts/webpack/build-stamp.cjs). `pnpm start`
// then builds only what changed, so a second start serves at once. Test files, node_modules and
// the build itself are not inputs.
import fs from 'node:fs';
import path from 'node:path';
import buildStamp from '../webpack/build-stamp.cjs';

export const APPS = ['host', 'remote-clinical', 'remote-logistics', 'remote-admin'];

/** Files and folders every app is built from besides its own folder (root-relative). */
const COMMON_INPUTS = ['shared/src', 'shared/package.json', 'scripts/webpack', 'pnpm-lock.yaml'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.data', '__tests__']);
const isTestFile = (name) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(name) || /^jest\./.test(name);

/** The build's entry point (host page or remote manifest): without it there is nothing to serve. */
export const builtMarker = (root, app) => path.join(root, app, 'dist', app === 'host' ? 'index.html' : 'mf-manifest.json');

/** The newest modification time (ms) of the files under `target`, or 0 when there is none. */
function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (stat.isFile()) return isTestFile(path.basename(target)) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** Why `app` needs a build, or null when its build is newer than every input. */
export function staleReason(root, app) {
  const stamp = buildStamp.buildStampFile(path.join(root, app));
  if (!fs.existsSync(builtMarker(root, app)) || !fs.existsSync(stamp)) return 'no build yet';
  const builtAt = fs.statSync(stamp).mtimeMs;
  const newest = Math.max(newestMtime(path.join(root, app)), ...COMMON_INPUTS.map((input) => newestMtime(path.join(root, input))));
  return newest > builtAt ? 'sources changed since its build' : null;
}

/** The apps whose build is missing or stale, with the reason: [{ app, reason }]. */
export const staleApps = (root) => APPS.map((app) => ({ app, reason: staleReason(root, app) })).filter((s) => s.reason);
