#!/usr/bin/env node
// `pnpm start`: the API on the embedded database (created and seeded on first run), the host
// and the three remotes as development servers; prints the portal URL once everything answers.
// The browser talks to the host only (one origin): its server proxies /api and /remotes/NAME/,
// so the API and the remotes stay on 127.0.0.1 and HOST applies to the host's server alone
// (HOST=0.0.0.0 opens the portal to other machines).
import os from 'node:os';
import path from 'node:path';
import concurrently from 'concurrently';

const HOST = process.env.HOST || '127.0.0.1';
const EVERY_INTERFACE = HOST === '0.0.0.0' || HOST === '::';
const HOST_URL = EVERY_INTERFACE || HOST === '127.0.0.1' ? 'http://127.0.0.1:3000' : `http://${HOST.includes(':') ? `[${HOST}]` : HOST}:3000`;

/** This machine's IPv4 addresses other machines may reach it by. */
const externalAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a.family === 'IPv4' && !a.internal)
    .map((a) => a.address);

/** The portal's addresses, the one to open first. */
const portalUrls = [
  ...(HOST_URL === 'http://127.0.0.1:3000' ? ['http://localhost:3000', HOST_URL] : [HOST_URL]),
  ...(EVERY_INTERFACE ? externalAddresses().map((address) => `http://${address}:3000`) : []),
];

const services = [
  // the API reads HOST as well (api/src/platform/config.ts): keep it on loopback
  { name: 'api', command: 'pnpm --filter @lab/api start', env: { HOST: '127.0.0.1' }, url: 'http://127.0.0.1:4000/api/health/ready', prefixColor: 'magenta' },
  // the reference-lab simulator the demo's Central Pathology Laboratory sends orders to (FHIR R4);
  // its orders are kept next to the embedded database, so they survive a restart as the portal's do
  {
    name: 'lab',
    command: 'pnpm --filter @lab/reference-lab start',
    env: { HOST: '127.0.0.1', PORT: '4010', REFERENCE_LAB_DATA: path.resolve(import.meta.dirname, '..', 'api', '.data', 'reference-lab.json') },
    url: 'http://127.0.0.1:4010/admin/health',
    prefixColor: 'gray',
  },
  { name: 'host', command: 'pnpm --filter host start', url: `${HOST_URL}/`, prefixColor: 'blue' },
  // the remotes are checked through the host's proxy, the way the page reaches them
  { name: 'clinical', command: 'pnpm --filter remote-clinical start', url: `${HOST_URL}/remotes/clinical/mf-manifest.json`, prefixColor: 'green' },
  { name: 'logistics', command: 'pnpm --filter remote-logistics start', url: `${HOST_URL}/remotes/logistics/mf-manifest.json`, prefixColor: 'yellow' },
  { name: 'admin', command: 'pnpm --filter remote-admin start', url: `${HOST_URL}/remotes/admin/mf-manifest.json`, prefixColor: 'cyan' },
];

const { result, commands } = concurrently(
  services.map(({ name, command, env, prefixColor }) => ({ name, command, env, prefixColor })),
  { killOthersOn: ['failure'], prefix: 'name' },
);

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function announceWhenReady() {
  const deadline = Date.now() + 10 * 60 * 1000;
  while (Date.now() < deadline) {
    const up = await Promise.all(services.map((s) => answers(s.url)));
    if (up.every(Boolean)) {
      const [first, ...others] = portalUrls;
      const also = others.length ? `\n  (also ${others.join(', ')})` : '';
      console.log(`\n  Lab portal ready: ${first}${also}\n  Sign in as superadmin@demo.lab / Demo@12345 (README lists every demo account)\n`);
      return;
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  console.error('The portal did not come up within 10 minutes; see the logs above.');
}

void announceWhenReady();
const stop = () => commands.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
