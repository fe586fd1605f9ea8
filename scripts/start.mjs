#!/usr/bin/env node
// `pnpm start`: the portal as users get it. Builds the host and the remotes for production when
// their build is missing or older than their sources (scripts/launch/build-cache.mjs), then serves
// those bundles with the production static server (scripts/serve-static.mjs: the remotes under
// /remotes/NAME/ and the API under /api on the host's origin), beside the API on the embedded
// database (created and seeded in api/.data on its first run), the reference-lab simulator and the
// analyzer simulator (orders in on 127.0.0.1:2576, results to the API's MLLP listener on 2575).
// PORT (3000), API_PORT (4000) and REFERENCE_LAB_PORT (4010) move it; `pnpm dev` is the
// watch-mode variant for working on the screens.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { staleApps } from './launch/build-cache.mjs';
import { analyzerService, apiService, HOST, HOST_URL, labService, PORTS, ROOT, runPortal } from './launch/portal.mjs';

const REMOTES = ['clinical', 'logistics', 'admin'];

const stale = staleApps(ROOT);
if (stale.length) {
  for (const { app, reason } of stale) console.log(`start: building ${app} (${reason})…`);
  // the apps build one after another: webpack takes every core it is given
  const filters = stale.flatMap(({ app }) => ['--filter', `./${app}`]);
  const build = spawnSync('pnpm', ['-r', '--workspace-concurrency=1', ...filters, 'run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('start: the build failed; see above');
    process.exit(1);
  }
} else {
  console.log('start: the production builds are up to date');
}

const serve = [
  `node ${path.join(ROOT, 'scripts', 'serve-static.mjs')}`,
  `--dir ${path.join(ROOT, 'host', 'dist')} --spa --port ${PORTS.host} --host ${HOST}`,
  `--api http://127.0.0.1:${PORTS.api}`,
  ...REMOTES.map((name) => `--remote ${name}=${path.join(ROOT, `remote-${name}`, 'dist')}`),
].join(' ');

runPortal(
  [
    apiService('pnpm --filter @lab/api start'),
    labService(),
    analyzerService(),
    { name: 'host', command: serve, url: `${HOST_URL}/remotes/admin/mf-manifest.json`, prefixColor: 'blue' },
  ],
  { readyWithinMinutes: 5 },
);
