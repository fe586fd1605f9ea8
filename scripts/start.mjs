#!/usr/bin/env node
// `pnpm start`: the API on the embedded database (created and seeded on first run), the host
// and the three remotes as development servers; prints the portal URL once everything answers.
import concurrently from 'concurrently';

const PORTAL = 'http://localhost:3000';
const services = [
  { name: 'api', command: 'pnpm --filter @lab/api start', url: 'http://127.0.0.1:4000/api/health/ready', prefixColor: 'magenta' },
  { name: 'host', command: 'pnpm --filter host start', url: 'http://127.0.0.1:3000/', prefixColor: 'blue' },
  { name: 'clinical', command: 'pnpm --filter remote-clinical start', url: 'http://127.0.0.1:3001/mf-manifest.json', prefixColor: 'green' },
  { name: 'logistics', command: 'pnpm --filter remote-logistics start', url: 'http://127.0.0.1:3002/mf-manifest.json', prefixColor: 'yellow' },
  { name: 'admin', command: 'pnpm --filter remote-admin start', url: 'http://127.0.0.1:3003/mf-manifest.json', prefixColor: 'cyan' },
];

const { result, commands } = concurrently(
  services.map(({ name, command, prefixColor }) => ({ name, command, prefixColor })),
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
      console.log(`\n  Lab portal ready: ${PORTAL}\n  Sign in as superadmin@demo.lab / Demo@12345 (README lists every demo account)\n`);
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
