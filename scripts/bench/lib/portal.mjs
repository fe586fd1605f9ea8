// What the web budget check and the web bench share: the built portal served the production way
// (scripts/serve-static.mjs, remotes from their dist/ folders under /remotes/NAME/ on the host's
// origin), the API on a fresh embedded database, both on free ports, and Debian's Chromium
// through the e2e package's Playwright.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const REMOTES = ['clinical', 'logistics', 'admin'];
export const DEMO_PASSWORD = 'Demo@12345';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A port the system has free right now (loopback). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Playwright's Chromium driver, from the e2e package (the same version the e2e suite uses). */
export function playwrightChromium() {
  const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
  return require('@playwright/test').chromium;
}

export function launchChromium() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM} (apt-get install -y chromium, or set CHROMIUM_PATH)`);
  return playwrightChromium().launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** Fails early with a clear message when the build is missing. */
export function assertBuilt() {
  const missing = ['host', ...REMOTES.map((r) => `remote-${r}`)].filter((dir) => !fs.existsSync(path.join(ROOT, dir, 'dist', dir === 'host' ? 'index.html' : 'mf-manifest.json')));
  if (missing.length) throw new Error(`No build in ${missing.map((d) => `${d}/dist`).join(', ')}: run pnpm build first`);
}

function spawnLogged(name, args, cwd, env, logDir) {
  const out = fs.openSync(path.join(logDir, `${name}.log`), 'a');
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  return child;
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone
      }
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, 'SIGTERM'); // its own process group (detached)
    } catch {
      clearTimeout(timer);
      resolve();
    }
  });
}

/**
 * Starts the built host (remotes served from their dist/ folders on the host's origin) and, with
 * `api: true`, the API on a fresh embedded database with the demo data. Returns the base URL and stop().
 */
export async function startPortal({ api = true, log = () => undefined } = {}) {
  assertBuilt();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-bench-'));
  const children = [];
  const stop = async () => {
    await Promise.all(children.map(stopChild));
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  try {
    const hostPort = await freePort();
    const apiPort = api ? await freePort() : null;
    const registry = path.join(workDir, 'remotes.json');
    fs.writeFileSync(registry, JSON.stringify(Object.fromEntries(REMOTES.map((r) => [r, { entry: `/remotes/${r}/mf-manifest.json`, version: 'bench' }]))));
    if (api) {
      log(`API on 127.0.0.1:${apiPort} (fresh embedded database, demo data)…`);
      children.push(spawnLogged('api', ['--import', 'tsx', 'src/main.ts'], path.join(ROOT, 'api'), { PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: path.join(workDir, 'data'), DATABASE_URL: '', LOG_LEVEL: 'warn' }, workDir));
    }
    const serveArgs = [path.join(ROOT, 'scripts', 'serve-static.mjs'), '--dir', path.join(ROOT, 'host', 'dist'), '--port', String(hostPort), '--spa', '--registry', registry];
    if (api) serveArgs.push('--api', `http://127.0.0.1:${apiPort}`);
    for (const r of REMOTES) serveArgs.push('--remote', `${r}=${path.join(ROOT, `remote-${r}`, 'dist')}`);
    children.push(spawnLogged('host', serveArgs, ROOT, {}, workDir));
    const baseUrl = `http://127.0.0.1:${hostPort}`;
    await waitForUrl(`${baseUrl}/remotes.json`);
    if (api) await waitForUrl(`http://127.0.0.1:${apiPort}/api/health/ready`, 240_000);
    return { baseUrl, stop, logDir: workDir };
  } catch (error) {
    const logs = fs.existsSync(workDir) ? fs.readdirSync(workDir).filter((f) => f.endsWith('.log')).map((f) => `--- ${f}\n${fs.readFileSync(path.join(workDir, f), 'utf8').slice(-2000)}`) : [];
    await stop();
    throw new Error(`${error.message}\n${logs.join('\n')}`, { cause: error });
  }
}
