#!/usr/bin/env node
// `pnpm start:prod`: the portal served as the containers serve it, without containers, against
// the PostgreSQL server of DATABASE_URL. Builds the four apps unless their builds are there
// (--build rebuilds), publishes the remotes into versioned folders (.prod/remotes/<name>/<version>/),
// starts the API (NODE_ENV=production: JWT_SECRET required, migrations under a lock), the
// reference-lab simulator and the host server (scripts/prod/host-server.mjs: registry from
// REMOTE_<NAME>_VERSION, production headers). See docs/operations.md.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { publishRemote, REMOTES, ROOT } from './prod/remote-versions.mjs';

const env = { ...process.env };
const fail = (message) => {
  console.error(`start:prod: ${message}`);
  process.exit(1);
};
if (!env.DATABASE_URL) fail('set DATABASE_URL to the PostgreSQL server (postgres://user:password@host:5432/lab); production never uses the embedded database');
if (!env.JWT_SECRET) fail('set JWT_SECRET to a random secret of 32 characters or more (openssl rand -base64 48)');

const PORT = env.PORT || '3000';
const API_PORT = env.API_PORT || '4000';
const LAB_PORT = env.REFERENCE_LAB_PORT || '4010';
const remotesDir = path.resolve(env.REMOTES_DIR || path.join(ROOT, '.prod', 'remotes'));

const apps = ['host', ...REMOTES.map((name) => `remote-${name}`)];
const missing = apps.filter((app) => !fs.existsSync(path.join(ROOT, app, 'dist', app === 'host' ? 'index.html' : 'mf-manifest.json')));
if (process.argv.includes('--build') || missing.length) {
  console.log(`start:prod: building ${process.argv.includes('--build') ? 'every app' : missing.join(', ')}…`);
  const build = spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } });
  if (build.status !== 0) fail('the build failed');
}
for (const name of REMOTES) console.log(`start:prod: published ${name} to ${publishRemote(name, { remotesDir })}`);

const children = [];
function start(name, command, args, extraEnv) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`start:prod: ${name} stopped (${code}); stopping the rest`);
      stop(1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

start('lab', 'pnpm', ['--filter', '@lab/reference-lab', 'start'], { HOST: '127.0.0.1', PORT: LAB_PORT, REFERENCE_LAB_DATA: path.join(ROOT, '.prod', 'reference-lab.json') });
start('api', 'pnpm', ['--filter', '@lab/api', 'start'], {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: API_PORT,
  PORTAL_URL: env.PORTAL_URL || `http://localhost:${PORT}`,
  EXTERNAL_LAB_REFERENCE_LAB_URL: env.EXTERNAL_LAB_REFERENCE_LAB_URL || `http://127.0.0.1:${LAB_PORT}/fhir`,
});
start('host', process.execPath, [path.join(ROOT, 'scripts', 'prod', 'host-server.mjs')], { PORT, BIND: env.BIND || '127.0.0.1', API_URL: `http://127.0.0.1:${API_PORT}`, REMOTES_DIR: remotesDir });

const deadline = Date.now() + 120_000;
(async () => {
  while (Date.now() < deadline && !stopping) {
    const up = await Promise.all([`http://127.0.0.1:${PORT}/`, `http://127.0.0.1:${PORT}/api/health/ready`].map((url) => fetch(url).then((r) => r.ok, () => false)));
    if (up.every(Boolean)) {
      console.log(`\n  Lab portal (production mode) ready: http://localhost:${PORT} (also http://127.0.0.1:${PORT})\n`);
      return;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  if (!stopping) console.error('start:prod: the portal did not come up within 2 minutes; see the logs above');
})();
