// The registry on the published volume (docs/operations.md): REMOTES_DIR/registry.json, which the
// host serves as /remotes.json and re-reads on every request, and REMOTES_DIR/registry-log.jsonl,
// one line per change (who switched what, when). Written whole and renamed into place, so a
// reader sees the old file or the new one, never half of either; one writer at a time.
import fs from 'node:fs';
import path from 'node:path';

export const registryFile = (remotesDir) => path.join(remotesDir, 'registry.json');
export const changeLogFile = (remotesDir) => path.join(remotesDir, 'registry-log.jsonl');

/** The registry as last written, or null when there is none (or it does not parse). */
export function readRegistry(remotesDir) {
  try {
    const registry = JSON.parse(fs.readFileSync(registryFile(remotesDir), 'utf8'));
    return registry && typeof registry === 'object' && !Array.isArray(registry) ? registry : null;
  } catch {
    return null;
  }
}

/** Replaces the registry atomically: written beside it, then renamed over it. */
export function writeRegistry(remotesDir, registry) {
  fs.mkdirSync(remotesDir, { recursive: true });
  const staging = `${registryFile(remotesDir)}.${process.pid}.tmp`;
  fs.writeFileSync(staging, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(staging, registryFile(remotesDir));
}

/** Appends one change to the log: { at, by, remote, from, to, ... }. */
export function recordChange(remotesDir, change) {
  fs.appendFileSync(changeLogFile(remotesDir), `${JSON.stringify({ at: new Date().toISOString(), ...change })}\n`);
}

/** The last `limit` changes, newest first. */
export function readChanges(remotesDir, limit = 50) {
  if (!fs.existsSync(changeLogFile(remotesDir))) return [];
  return fs
    .readFileSync(changeLogFile(remotesDir), 'utf8')
    .split('\n')
    .filter(Boolean)
    .slice(-limit)
    .reverse()
    .flatMap((line) => {
      try {
        return [JSON.parse(line)];
      } catch {
        return [];
      }
    });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `change` (read, decide, write) while holding REMOTES_DIR/registry.lock, so two operators
 * switching at once cannot lose one's change. A lock older than a minute is a crashed writer's.
 */
export async function withRegistryLock(remotesDir, change) {
  fs.mkdirSync(remotesDir, { recursive: true });
  const lock = path.join(remotesDir, 'registry.lock');
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) fs.rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`${lock} is held by another change; try again`, { cause: error });
      else await sleep(100);
    }
  }
  try {
    return await change();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
