#!/usr/bin/env node
// The host as production serves it (the host container's command; `pnpm start:prod` runs it too):
// brings the registry on the published volume (REMOTES_DIR/registry.json) up to the environment's
// REMOTE_<NAME>_VERSION (remote-versions.mjs), logs any version that is not published, then serves
// the built host with production headers, its remotes' version folders under /remotes/NAME/, the
// registry as /remotes.json (read afresh on each request: `pnpm remotes:use` switches a version
// while this runs) and /api proxied to the API.
//   HOST_DIST    the host's build (host/dist)        REMOTES_DIR   the published remotes (.prod/remotes)
//   API_URL      the API (http://127.0.0.1:4000)     PORT, BIND    where to listen (3000, 0.0.0.0)
//   REMOTE_CLINICAL_VERSION, REMOTE_LOGISTICS_VERSION, REMOTE_ADMIN_VERSION: a version or a full URL
import { spawn } from 'node:child_process';
import path from 'node:path';
import { readRegistry, recordChange, registryFile, withRegistryLock, writeRegistry } from './registry-file.mjs';
import { describe } from './remote-switch.mjs';
import { REMOTES, ROOT, registryFromEnv, versionVariable } from './remote-versions.mjs';

const env = process.env;
const hostDist = path.resolve(env.HOST_DIST || path.join(ROOT, 'host', 'dist'));
const remotesDir = path.resolve(env.REMOTES_DIR || path.join(ROOT, '.prod', 'remotes'));
const apiUrl = env.API_URL || 'http://127.0.0.1:4000';

const { registry, problems, origins } = await withRegistryLock(remotesDir, () => {
  const current = readRegistry(remotesDir) ?? {};
  const started = registryFromEnv(env, remotesDir, current);
  writeRegistry(remotesDir, started.registry);
  for (const name of REMOTES) {
    const [before, after] = [current[name], started.registry[name]];
    if (JSON.stringify(before) === JSON.stringify(after)) continue;
    const by = `host start (${env[versionVariable(name)] ? versionVariable(name) : 'package version'})`;
    recordChange(remotesDir, { by, remote: name, from: before ? describe(before) : null, to: describe(after) });
  }
  return started;
});
for (const problem of problems) console.warn(problem);
console.log(`remotes: ${REMOTES.map((name) => `${name} ${describe(registry[name])}`).join(', ')}`);

const args = [
  path.join(ROOT, 'scripts', 'serve-static.mjs'),
  '--dir', hostDist, '--spa', '--production',
  '--port', env.PORT || '3000', '--host', env.BIND || '0.0.0.0',
  '--api', apiUrl, '--registry', registryFile(remotesDir),
  ...REMOTES.flatMap((name) => ['--remote', `${name}=${path.join(remotesDir, name)}`]),
  ...origins.flatMap((origin) => ['--csp-origin', origin]),
];
const server = spawn(process.execPath, args, { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
