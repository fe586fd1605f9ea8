import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The real process: first start creates and seeds the embedded database, keeps a generated
// token secret in the data folder, and SIGTERM lets an in-flight request finish.
// (CI runs the API tests twice at once, on PGlite and PostgreSQL: the ports follow the process id)
const port = 4700 + (process.pid % 200);
const base = `http://127.0.0.1:${port}/api`;
let dataDir: string;
let child: ChildProcess;
let exited: Promise<number | null>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-main-'));
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: '', JWT_SECRET: '', DATA_DIR: dataDir, PORT: String(port), HL7_MLLP_PORT: String(port + 1000), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${base}/health/ready`).then((r) => r.ok, () => false);
    if (ready) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the API did not start');
}, 70_000);

afterAll(() => {
  child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('keeps a generated token secret in the data folder, readable by its owner only', () => {
  const stat = fs.statSync(path.join(dataDir, 'token-secret'));
  expect(stat.mode & 0o777).toBe(0o600);
  expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
});

it('finishes an in-flight request on SIGTERM, then exits cleanly', async () => {
  const login = fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@demo.lab', password: 'Demo@12345' }),
  });
  await new Promise((r) => setTimeout(r, 15));
  child.kill('SIGTERM');
  const res = await login;
  expect(res.status).toBe(200);
  expect(((await res.json()) as { user: { email: string } }).user.email).toBe('superadmin@demo.lab');
  expect(await exited).toBe(0);
}, 30_000);
