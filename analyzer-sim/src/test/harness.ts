import { startAnalyzerSim, type RunningSim } from '../app';
import type { SimConfig } from '../config';
import { exchange, Hl7Client, Hl7Message, valueAt } from '../hl7';
import type { LogEntry } from '../message-log';
import type { WorklistOrder } from '../worklist';
import { TestPortal } from './portal';

/**
 * Short retry waits so a retry takes milliseconds; an ACK timeout long enough that a loaded machine
 * still ACKs in time (tests of silence set a shorter one); the delay is long so a result goes only
 * when a test says.
 */
export const TEST_CONFIG: Partial<SimConfig> = {
  host: '127.0.0.1',
  httpPort: 0,
  orderPort: 0,
  portalHost: '127.0.0.1',
  resultDelayMs: 60_000,
  ackTimeoutMs: 1500,
  retryInitialMs: 50,
  retryMaxMs: 200,
  seed: 'analyzer-sim-tests',
};

export interface TestSim {
  running: RunningSim;
  get: <T = unknown>(path: string) => Promise<{ status: number; body: T }>;
  /** POST a control; `body` undefined sends none, a string is sent as it is. */
  post: <T = Record<string, unknown>>(path: string, body?: unknown) => Promise<{ status: number; body: T }>;
  /** Send an order to the order port; the ACK, or null when none came within `timeoutMs`. */
  order: (text: string, timeoutMs?: number) => Promise<Hl7Message | null>;
  worklist: () => Promise<WorklistOrder[]>;
  log: () => Promise<LogEntry[]>;
  stop: () => Promise<void>;
}

export async function startSim(portal: TestPortal | { port: number }, options: Partial<SimConfig> = {}): Promise<TestSim> {
  const running = await startAnalyzerSim({ ...TEST_CONFIG, portalPort: portal.port, ...options });
  const origin = `http://127.0.0.1:${running.httpPort}`;
  const request = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as never };
  };
  const order = async (text: string, timeoutMs = 2000) => {
    const client = new Hl7Client({ host: '127.0.0.1', port: running.orderPort, connectTimeout: timeoutMs });
    try {
      return await exchange(await client.connect(), Hl7Message.parse(text), timeoutMs);
    } catch {
      return null;
    } finally {
      await client.close();
    }
  };
  return {
    running,
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
    order,
    worklist: async () => (await request('GET', '/worklist')).body,
    log: async () => (await request('GET', '/log')).body,
    stop: () => running.stop(),
  };
}

type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

/** Poll until `check` gives something truthy, and give it back (sockets and timers are real, so no fake clock). */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 5000, what = 'the condition'): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Truthy<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** MSA-1 and MSA-2 of an ACK. */
export const msa = (ack: Hl7Message | null) => ({ code: valueAt(ack?.getSegment('MSA'), 1), controlId: valueAt(ack?.getSegment('MSA'), 2) });
