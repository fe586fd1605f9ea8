import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const API_ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(API_ROOT, 'node_modules', '.bin', 'tsx');

export interface ChildServer {
  url: string;
  stop(): Promise<void>;
}

/** The API child: also killable without warning (a crash), which `stop` is not. */
export interface ApiChild extends ChildServer {
  /** SIGKILL, as a crash or the OOM killer would; resolves once the process is gone. */
  kill(): Promise<void>;
  /** Its process id (the bench reads its CPU time). */
  pid: number | undefined;
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

function killer(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
}

/**
 * The API as it runs in production (src/main.ts), in its own process so that the load generator
 * does not share its event loop; answers once /api/health does.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiChild> {
  const port = 4900 + Math.floor(Math.random() * 90);
  // node with tsx's loader, not the tsx command: that one runs the API in a grandchild, which a
  // SIGKILL of the child would leave running (holding its ports and its database connections)
  // BENCH_API_NODE_ARGS: node options for the API only (`--cpu-prof --cpu-prof-dir=DIR`, which NODE_OPTIONS refuses)
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], { cwd: API_ROOT, env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' }, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the API stopped (exit ${child.exitCode})`);
    const up = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (up) return { url, stop: stopper(child), kill: killer(child), pid: child.pid };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the API did not answer /api/health within a minute');
}

/** bare-server.ts serving `bodyFile`, in its own process. */
export async function startBareProcess(bodyFile: string): Promise<ChildServer> {
  const child = spawn(TSX, ['src/bench/bare-server.ts', bodyFile], { cwd: API_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`the bare server stopped (exit ${code})`)));
  });
  return { url, stop: stopper(child) };
}
