// What `pnpm start` and `pnpm dev` share: the addresses the portal answers on, running the
// services side by side (one fails, all stop), and the "ready" line once every one answers.
// The browser talks to the host only (one origin): it proxies /api and /remotes/NAME/, so the API
// and the remotes stay on 127.0.0.1 and HOST applies to the host's server alone (HOST=0.0.0.0
// opens the portal to other machines).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const HOST = process.env.HOST || '127.0.0.1';
/** The embedded database's folder, and the simulator's orders beside it. */
export const DATA_DIR = path.resolve(process.env.DATA_DIR || path.join(ROOT, 'api', '.data'));
export const PORTS = {
  host: Number(process.env.PORT || 3000),
  api: Number(process.env.API_PORT || 4000),
  lab: Number(process.env.REFERENCE_LAB_PORT || 4010),
  /** The API's MLLP listener for analyzers' results. */
  hl7: Number(process.env.HL7_MLLP_PORT || 2575),
  /** The analyzer simulator's controls page; its order port is where the demo instrument's orders go (2576). */
  analyzer: Number(process.env.ANALYZER_SIM_HTTP_PORT || 4020),
};
const EVERY_INTERFACE = HOST === '0.0.0.0' || HOST === '::';
const LOOPBACK = EVERY_INTERFACE || HOST === '127.0.0.1';
/** The URL this machine checks the host on. */
export const HOST_URL = LOOPBACK ? `http://127.0.0.1:${PORTS.host}` : `http://${HOST.includes(':') ? `[${HOST}]` : HOST}:${PORTS.host}`;

/** This machine's IPv4 addresses other machines may reach it by. */
const externalAddresses = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a.family === 'IPv4' && !a.internal)
    .map((a) => a.address);

/** The portal's addresses, the one to open first. */
const portalUrls = [
  ...(LOOPBACK ? [`http://localhost:${PORTS.host}`, HOST_URL] : [HOST_URL]),
  ...(EVERY_INTERFACE ? externalAddresses().map((address) => `http://${address}:${PORTS.host}`) : []),
];

/** The API on the embedded database in DATA_DIR (created and seeded on its first run). */
export const apiService = (command) => ({
  name: 'api',
  command,
  env: {
    // the API reads HOST as well (api/src/platform/config.ts): keep it on loopback
    HOST: '127.0.0.1',
    PORT: String(PORTS.api),
    DATA_DIR,
    // the links in its mails, and the simulator wherever REFERENCE_LAB_PORT put it
    PORTAL_URL: process.env.PORTAL_URL || `http://localhost:${PORTS.host}`,
    EXTERNAL_LAB_REFERENCE_LAB_URL: process.env.EXTERNAL_LAB_REFERENCE_LAB_URL || `http://127.0.0.1:${PORTS.lab}/fhir`,
    HL7_MLLP_PORT: String(PORTS.hl7),
  },
  url: `http://127.0.0.1:${PORTS.api}/api/health/ready`,
  prefixColor: 'magenta',
});

/**
 * The reference-lab simulator the demo's Central Pathology Laboratory sends orders to (FHIR R4);
 * its orders are kept next to the embedded database, so they survive a restart as the portal's do.
 */
export const labService = () => ({
  name: 'lab',
  command: 'pnpm --filter @lab/reference-lab start',
  env: { HOST: '127.0.0.1', PORT: String(PORTS.lab), REFERENCE_LAB_DATA: path.join(DATA_DIR, 'reference-lab.json') },
  url: `http://127.0.0.1:${PORTS.lab}/admin/health`,
  prefixColor: 'gray',
});

/**
 * The analyzer simulator DEMO-ANALYZER stands for: it takes the demo instrument's orders on
 * 127.0.0.1:2576 and sends their results to the API's MLLP listener; its page is at PORTS.analyzer.
 */
export const analyzerService = () => ({
  name: 'analyzer',
  command: 'pnpm --filter @lab/analyzer-sim start',
  env: { HOST: '127.0.0.1', ANALYZER_SIM_HTTP_PORT: String(PORTS.analyzer), ANALYZER_SIM_PORTAL_PORT: String(PORTS.hl7) },
  url: `http://127.0.0.1:${PORTS.analyzer}/health`,
  prefixColor: 'yellow',
});

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * How to sign in, as the "ready" line says it. The embedded database always holds the demo
 * accounts; a PostgreSQL database of DATABASE_URL holds whichever accounts it was given (the demo's
 * when DEMO_DATA=true filled it empty, or the generator did), so promising them there misleads.
 */
export function signInHint(env = process.env) {
  if (!env.DATABASE_URL) return 'Sign in as superadmin@demo.lab / Demo@12345 (README lists every demo account)';
  return 'Sign in with an account of the DATABASE_URL database (superadmin@demo.lab / Demo@12345 if DEMO_DATA=true or the generator filled it)';
}

async function announceWhenReady(services, minutes) {
  const deadline = Date.now() + minutes * 60 * 1000;
  while (Date.now() < deadline) {
    const up = await Promise.all(services.map((s) => answers(s.url)));
    if (up.every(Boolean)) {
      const [first, ...others] = portalUrls;
      const also = others.length ? `\n  (also ${others.join(', ')})` : '';
      console.log(`\n  Lab portal ready: ${first}${also}\n  ${signInHint()}\n`);
      return;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.error(`The portal did not come up within ${minutes} minutes; see the logs above.`);
}

/** Runs `services` ({ name, command, env, url, prefixColor }) until one fails or the user stops. */
export function runPortal(services, { readyWithinMinutes }) {
  const { result, commands } = concurrently(
    services.map(({ name, command, env, prefixColor }) => ({ name, command, env, prefixColor })),
    { killOthersOn: ['failure'], prefix: 'name' },
  );
  void announceWhenReady(services, readyWithinMinutes);
  const stop = () => commands.forEach((c) => c.kill('SIGTERM'));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  result.then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
