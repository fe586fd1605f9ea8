// The e2e smoke run against production mode (E2E_TARGET=prod, docs/operations.md): the portal as
// `pnpm start:prod` serves it, on the PostgreSQL database of E2E_DATABASE_URL (empty: DEMO_DATA
// loads the demo), on the ports the suite knows. Three versions of the clinical remote are
// published side by side: the current build, a second build as NEXT_CLINICAL_VERSION, and the
// current build republished as BREAKING_CLINICAL_VERSION declaring platform contract 2.0.0 (what
// a build against a broken @lab/shared declares). `pnpm remotes:use` switches between them while
// the portal runs.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BASE_URL, PORTS, ROOT, waitForUrl } from './portal';

/** The version the second clinical build is published as (REMOTE_VERSION of its build). */
export const NEXT_CLINICAL_VERSION = '9.9.9-e2e';
/** A published clinical version whose declaration needs platform contract 2.0.0. */
export const BREAKING_CLINICAL_VERSION = '8.0.0-e2e-break';
export const CLINICAL_VERSION = JSON.parse(fs.readFileSync(path.join(ROOT, 'remote-clinical', 'package.json'), 'utf8')).version as string;

const STATE_FILE = path.join(ROOT, 'e2e', 'test-results', 'prod-state.json');
interface ProdState {
  pid: number;
  remotesDir: string;
  secret: string;
}

export const isProdTarget = () => process.env.E2E_TARGET === 'prod';

/**
 * The last release's build (scripts/ci/build-previous-release.sh), when .ci/run made one: its
 * folder and tag. Its remotes are published beside this commit's as version <tag>.
 */
export const PREVIOUS_RELEASE = process.env.E2E_PREVIOUS_RELEASE && process.env.E2E_PREVIOUS_TAG ? { dir: process.env.E2E_PREVIOUS_RELEASE, tag: process.env.E2E_PREVIOUS_TAG } : null;

function spawnStartProd(state: Omit<ProdState, 'pid'>, clinicalVersion = '', hostDist = path.join(ROOT, 'host', 'dist')): number {
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
      REMOTE_CLINICAL_VERSION: clinicalVersion,
      HOST_DIST: hostDist,
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
  // the clinical remote built once more as the next version, published beside the current one
  const nextBuild = path.join(remotesDir, '.next-clinical-build');
  execFileSync('pnpm', ['--filter', 'remote-clinical', 'exec', 'webpack', '--mode', 'production', '--output-path', nextBuild], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, REMOTE_VERSION: NEXT_CLINICAL_VERSION },
  });
  const publish = (version: string, dist?: string) =>
    execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'prod', 'publish-remotes.mjs'), '--dir', remotesDir, '--only', 'clinical', '--version', version, ...(dist ? ['--dist', dist] : [])], { stdio: 'inherit' });
  publish(NEXT_CLINICAL_VERSION, nextBuild);
  fs.rmSync(nextBuild, { recursive: true, force: true });
  publish(BREAKING_CLINICAL_VERSION);
  const metaFile = path.join(remotesDir, 'clinical', BREAKING_CLINICAL_VERSION, 'remote-meta.json');
  fs.writeFileSync(metaFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(metaFile, 'utf8')), version: BREAKING_CLINICAL_VERSION, contract: '2.0.0' }));
  if (PREVIOUS_RELEASE) for (const name of ['clinical', 'logistics', 'admin']) {
    const script = path.join(ROOT, 'scripts', 'prod', 'publish-remotes.mjs');
    execFileSync(process.execPath, [script, '--dir', remotesDir, '--only', name, '--version', PREVIOUS_RELEASE.tag, '--dist', path.join(PREVIOUS_RELEASE.dir, `remote-${name}`, 'dist')], { stdio: 'inherit' });
  }
  const state = { remotesDir, secret: randomBytes(32).toString('hex') };
  fs.writeFileSync(STATE_FILE, JSON.stringify({ ...state, pid: spawnStartProd(state) }));
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

const readState = () => JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as ProdState;

/** Restarts start:prod, with REMOTE_CLINICAL_VERSION=version when given, serving the host built in `hostDist`. */
export async function restartProd(clinicalVersion = '', hostDist?: string): Promise<void> {
  const state = readState();
  killGroup(state.pid);
  await waitDown();
  fs.writeFileSync(STATE_FILE, JSON.stringify({ ...state, pid: spawnStartProd(state, clinicalVersion, hostDist) }));
  await waitReady();
}

/** `pnpm remotes:use ARGS` on the running portal's volume: its exit status and what it printed. */
export function remotesUse(...args: string[]): { status: number; output: string } {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'prod', 'remotes-use.mjs'), ...args, '--dir', readState().remotesDir, '--by', 'e2e'], { encoding: 'utf8' });
  return { status: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
}

/** Replaces one remote's registry entry by hand, as an operator bypassing `remotes:use` might. */
export function editRegistry(remote: string, entry: object): void {
  const file = path.join(readState().remotesDir, 'registry.json');
  fs.writeFileSync(file, JSON.stringify({ ...JSON.parse(fs.readFileSync(file, 'utf8')), [remote]: entry }));
}

/** The registry's change log, newest last. */
export function registryLog(): Array<Record<string, string>> {
  return fs.readFileSync(path.join(readState().remotesDir, 'registry-log.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
}

export async function stopProdPortal(): Promise<void> {
  if (!fs.existsSync(STATE_FILE)) return;
  const state = JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as ProdState;
  killGroup(state.pid);
  await waitDown().catch(() => undefined);
  fs.rmSync(state.remotesDir, { recursive: true, force: true });
  fs.rmSync(STATE_FILE);
}
