#!/usr/bin/env node
// The host as production serves it (the host container's command; `pnpm start:prod` runs it too):
// writes /remotes.json from the environment (remote-versions.mjs), logs any version that is not
// published, then serves the built host with production headers, its remotes' version folders
// under /remotes/NAME/ and /api proxied to the API.
//   HOST_DIST    the host's build (host/dist)        REMOTES_DIR   the published remotes (.prod/remotes)
//   API_URL      the API (http://127.0.0.1:4000)     PORT, BIND    where to listen (3000, 0.0.0.0)
//   REMOTE_CLINICAL_VERSION, REMOTE_LOGISTICS_VERSION, REMOTE_ADMIN_VERSION: a version or a full URL
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, ROOT, registryFromEnv } from './remote-versions.mjs';

const env = process.env;
const hostDist = path.resolve(env.HOST_DIST || path.join(ROOT, 'host', 'dist'));
const remotesDir = path.resolve(env.REMOTES_DIR || path.join(ROOT, '.prod', 'remotes'));
const apiUrl = env.API_URL || 'http://127.0.0.1:4000';

const { registry, problems, origins } = registryFromEnv(env, remotesDir);
for (const problem of problems) console.warn(problem);
console.log(`remotes: ${REMOTES.map((name) => `${name} ${registry[name].version}`).join(', ')}`);
const registryFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lab-host-')), 'remotes.json');
fs.writeFileSync(registryFile, `${JSON.stringify(registry, null, 2)}\n`);

const args = [
  path.join(ROOT, 'scripts', 'serve-static.mjs'),
  '--dir', hostDist, '--spa', '--production',
  '--port', env.PORT || '3000', '--host', env.BIND || '0.0.0.0',
  '--api', apiUrl, '--registry', registryFile,
  ...REMOTES.flatMap((name) => ['--remote', `${name}=${path.join(remotesDir, name)}`]),
  ...origins.flatMap((origin) => ['--csp-origin', origin]),
];
const server = spawn(process.execPath, args, { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => {
  fs.rmSync(path.dirname(registryFile), { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
