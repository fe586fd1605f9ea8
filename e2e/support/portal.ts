// Starts and stops the real portal for the e2e run: the API on a fresh embedded database, its
// mail going to a local SMTP catcher, the built host and remotes behind the production static
// server. Ports differ from `pnpm start` so a developer's running portal is left alone.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
export const PORTS = { host: 3100, clinical: 3101, logistics: 3102, admin: 3103, api: 4100, lab: 4110, hl7: 4112, analyzer: 4120, analyzerOrders: 4121, mail: 4125 } as const;
/** The analyzer simulator's controls and worklist (the demo instrument's orders go to its order port). */
export const ANALYZER_URL = `http://127.0.0.1:${PORTS.analyzer}`;
/** The reference-lab simulator's control endpoints (advance an order, change its behaviour). */
export const LAB_ADMIN_URL = `http://127.0.0.1:${PORTS.lab}/admin`;
export type RemoteName = 'clinical' | 'logistics' | 'admin';
export const BASE_URL = `http://127.0.0.1:${PORTS.host}`;

const STATE_FILE = path.join(ROOT, 'e2e', 'test-results', 'portal-state.json');
/** Every message the API sent during the run, one JSON object a line (support/mails.ts reads it). */
export const MAILS_FILE = path.join(ROOT, 'e2e', 'test-results', 'mails.jsonl');

interface PortalState {
  dataDir: string;
  pids: Record<string, number>;
}

export function readState(): PortalState {
  return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as PortalState;
}

function writeState(state: PortalState): void {
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  fs.writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}

function startProcess(name: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): number {
  const logFile = path.join(ROOT, 'e2e', 'test-results', `${name}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', out, out], detached: true });
  child.unref();
  return child.pid!;
}

export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Waits until something accepts TCP connections on the loopback port (the SMTP catcher). */
async function waitForPort(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
}

async function waitForDown(url: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} still answers`);
}

const REMOTES: RemoteName[] = ['clinical', 'logistics', 'admin'];
const remoteDir = (name: RemoteName) => path.join(ROOT, `remote-${name}`);
const serveScript = path.join(ROOT, 'scripts', 'serve-static.mjs');
const remoteUrl = (name: RemoteName) => `http://127.0.0.1:${PORTS[name]}`;
/** The remote's own server, which the host's server proxies /remotes/NAME/ to. */
const manifestUrl = (name: RemoteName) => `${remoteUrl(name)}/mf-manifest.json`;

function spawnRemote(name: RemoteName): number {
  return startProcess(name, process.execPath, [serveScript, '--dir', 'dist', '--port', String(PORTS[name])], remoteDir(name));
}

export async function startPortal(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-e2e-'));
  const registry = path.join(dataDir, 'remotes.json');
  // Same-origin entries: the page loads remotes from the host's origin, whatever its host name.
  const entries = REMOTES.map((r) => [r, { entry: `/remotes/${r}/mf-manifest.json`, version: 'e2e' }]);
  fs.writeFileSync(registry, JSON.stringify(Object.fromEntries(entries)));

  const pids: Record<string, number> = {};
  // the API's mail goes through real SMTP to the catcher, which writes each message to MAILS_FILE
  fs.rmSync(MAILS_FILE, { force: true });
  pids.mail = startProcess('mail', process.execPath, ['--import', 'tsx', 'src/test/mail-catcher-cli.ts', '--port', String(PORTS.mail), '--out', MAILS_FILE], path.join(ROOT, 'api'));
  await waitForPort(PORTS.mail);
  pids.api = startProcess('api', process.execPath, ['--import', 'tsx', 'src/main.ts'], path.join(ROOT, 'api'), {
    PORT: String(PORTS.api),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'info',
    SMTP_URL: `smtp://127.0.0.1:${PORTS.mail}`,
    PORTAL_URL: BASE_URL, // the set-password links in account mails
    EXTERNAL_LAB_REFERENCE_LAB_URL: `http://127.0.0.1:${PORTS.lab}/fhir`,
    // the reminders spec moves the scheduler's clock (POST /api/test/clock) and waits a pass
    TEST_CLOCK: 'true',
    TZ: 'UTC', // the demo institutions have no zone: their tests are at 12:00 UTC whatever the machine's
    SCHEDULER_INTERVAL_MS: '1000',
    HL7_MLLP_PORT: String(PORTS.hl7),
    OUTBOX_INTERVAL_MS: '500',
    LIVE_POLL_MS: '500',
  });
  // the analyzer: results a second after each order, to the API's MLLP listener
  pids.analyzer = startProcess('analyzer', process.execPath, ['--import', 'tsx', 'src/main.ts'], path.join(ROOT, 'analyzer-sim'), {
    HOST: '127.0.0.1',
    ANALYZER_SIM_HTTP_PORT: String(PORTS.analyzer),
    ANALYZER_SIM_ORDER_PORT: String(PORTS.analyzerOrders),
    ANALYZER_SIM_PORTAL_PORT: String(PORTS.hl7),
    ANALYZER_SIM_RESULT_DELAY_MS: '1000',
    ANALYZER_SIM_SEED: 'e2e',
  });
  // orders move only when a test advances them
  pids.lab = startProcess('lab', process.execPath, ['--import', 'tsx', 'src/main.ts'], path.join(ROOT, 'reference-lab'), { PORT: String(PORTS.lab), HOST: '127.0.0.1', REFERENCE_LAB_STEP_SECONDS: '0' });
  const remoteOptions = REMOTES.flatMap((r) => ['--remote', `${r}=${remoteUrl(r)}`]);
  pids.host = startProcess('host', process.execPath, [serveScript, '--dir', 'dist', '--port', String(PORTS.host), '--spa', '--api', `http://127.0.0.1:${PORTS.api}`, '--registry', registry, ...remoteOptions], path.join(ROOT, 'host'));
  for (const r of REMOTES) pids[r] = spawnRemote(r);
  writeState({ dataDir, pids });

  await waitForUrl(`http://127.0.0.1:${PORTS.api}/api/health/ready`, 120_000);
  await waitForUrl(`${LAB_ADMIN_URL}/health`);
  await waitForUrl(`${ANALYZER_URL}/health`);
  await waitForUrl(`${BASE_URL}/remotes.json`);
  for (const r of REMOTES) await waitForUrl(`${BASE_URL}/remotes/${r}/mf-manifest.json`);
}

function kill(pid: number, signal: NodeJS.Signals = 'SIGTERM'): void {
  try {
    process.kill(-pid, signal); // the whole process group
  } catch {
    // already gone
  }
}

export async function stopPortal(): Promise<void> {
  if (!fs.existsSync(STATE_FILE)) return;
  const state = readState();
  for (const pid of Object.values(state.pids)) kill(pid);
  fs.rmSync(state.dataDir, { recursive: true, force: true });
  fs.rmSync(STATE_FILE);
}

/** Stops one remote's server for real, as if its deployment were down. */
export async function stopRemote(name: RemoteName): Promise<void> {
  const state = readState();
  // SIGKILL: a graceful close waits for keep-alive sockets, and this test's own polling keeps one
  // open (a CI run once saw the server answer for 10 s after SIGTERM)
  kill(state.pids[name], 'SIGKILL');
  await waitForDown(manifestUrl(name));
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export async function startRemote(name: RemoteName): Promise<void> {
  if (await answers(manifestUrl(name))) return;
  const state = readState();
  state.pids[name] = spawnRemote(name);
  writeState(state);
  await waitForUrl(manifestUrl(name));
}
