// The e2e smoke run against production mode (E2E_TARGET=prod, docs/operations.md): the portal as
// `pnpm start:prod` serves it, on the PostgreSQL database of E2E_DATABASE_URL (empty: DEMO_DATA
// loads the demo), on the ports the suite knows. Two versions of the admin remote are published
// side by side; the registry is switched by restarting start:prod with another REMOTE_ADMIN_VERSION.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASE_URL, PORTS, ROOT, waitForUrl } from './portal';

/** The version the second admin build is published as (REMOTE_VERSION of its build). */
export const NEXT_ADMIN_VERSION = '9.9.9-e2e';
export const ADMIN_VERSION = JSON.parse(fs.readFileSync(path.join(ROOT, 'remote-admin', 'package.json'), 'utf8')).version as string;

const STATE_FILE = path.join(ROOT, 'e2e', 'test-results', 'prod-state.json');
interface ProdState {
  pid: number;
  remotesDir: string;
  secret: string;
}

export const isProdTarget = () => process.env.E2E_TARGET === 'prod';

function spawnStartProd(state: Omit<ProdState, 'pid'>, adminVersion: string): number {
  const log = fs.openSync(path.join(ROOT, 'e2e', 'test-results', 'start-prod.log'), 'a');
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start-prod.mjs')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      JWT_SECRET: state.secret,
      DEMO_DATA: 'true',
      PORT: String(PORTS.host),
      API_PORT: String(PORTS.api),
      REFERENCE_LAB_PORT: String(PORTS.lab),
      REMOTES_DIR: state.remotesDir,
      REMOTE_ADMIN_VERSION: adminVersion,
      PORTAL_URL: BASE_URL,
    },
  });
  child.unref();
  return child.pid!;
}

async function waitReady(): Promise<void> {
  await waitForUrl(`${BASE_URL}/api/health/ready`, 180_000);
  await waitForUrl(`${BASE_URL}/remotes.json`);
}

export async function startProdPortal(): Promise<void> {
  if (!process.env.E2E_DATABASE_URL) throw new Error('E2E_TARGET=prod needs E2E_DATABASE_URL: an empty PostgreSQL database');
  fs.mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  const remotesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-e2e-remotes-'));
  // the admin remote built once more as the next version, published beside the current one
  const nextBuild = path.join(remotesDir, '.next-admin-build');
  execFileSync('pnpm', ['--filter', 'remote-admin', 'exec', 'webpack', '--mode', 'production', '--output-path', nextBuild], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, REMOTE_VERSION: NEXT_ADMIN_VERSION },
  });
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'prod', 'publish-remotes.mjs'), '--dir', remotesDir, '--only', 'admin', '--version', NEXT_ADMIN_VERSION, '--dist', nextBuild], { stdio: 'inherit' });
  fs.rmSync(nextBuild, { recursive: true, force: true });
  const state = { remotesDir, secret: randomBytes(32).toString('hex') };
  fs.writeFileSync(STATE_FILE, JSON.stringify({ ...state, pid: spawnStartProd(state, ADMIN_VERSION) }));
  await waitReady();
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

async function waitDown(): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const up = await fetch(`${BASE_URL}/`).then(() => true, () => false);
    if (!up) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('start:prod still answers after SIGTERM');
}

/** Restarts start:prod with REMOTE_ADMIN_VERSION=version: one variable and a restart, no build. */
export async function restartProdWithAdminVersion(version: string): Promise<void> {
  const state = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as ProdState;
  killGroup(state.pid);
  await waitDown();
  fs.writeFileSync(STATE_FILE, JSON.stringify({ ...state, pid: spawnStartProd(state, version) }));
  await waitReady();
}

export async function stopProdPortal(): Promise<void> {
  if (!fs.existsSync(STATE_FILE)) return;
  const state = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as ProdState;
  killGroup(state.pid);
  await waitDown().catch(() => undefined);
  fs.rmSync(state.remotesDir, { recursive: true, force: true });
  fs.rmSync(STATE_FILE);
}
