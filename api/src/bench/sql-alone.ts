// What a list page's SQL alone serves, next to what the API serves for the same page: the page is
// called once in this process (the real app, its caller already remembered), every statement it
// sends to PostgreSQL is recorded with its values, and pgbench runs exactly those statements with
// as many clients and for as long as the API was loaded. The API should serve at least half. The
// same statements sent through node-postgres alone say how much of the API's CPU is the driver's.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { buildApp, type AppOptions } from '../app';
import { CONNECTION_SETTINGS, openDatabase } from '../platform/db/client';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import type { Measure } from './measure';

interface Recorded {
  text: string;
  values: unknown[];
  /** A prepared statement's name, as the API sent it. */
  name?: string;
}

/** A literal PostgreSQL reads back as the value node-postgres would have sent. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Client.prototype.escapeLiteral(value.toISOString());
  if (Array.isArray(value)) return Client.prototype.escapeLiteral(`{${value.map((v) => JSON.stringify(v)).join(',')}}`);
  if (typeof value === 'object') return Client.prototype.escapeLiteral(JSON.stringify(value));
  return Client.prototype.escapeLiteral(String(value));
}

/** `text` with its $n placeholders replaced by the values, highest number first ($10 before $1). */
function inline({ text, values }: Recorded): string {
  let out = text;
  for (let i = values.length; i >= 1; i--) out = out.split(`$${i}`).join(literal(values[i - 1]));
  return out;
}

export interface SqlAlone {
  /** The API's path and query (as bench-api measured it). */
  url: string;
  email: string;
}

/** The page's statements sent by node-postgres from this process, as the API sends them: pages a second and this process's CPU per page. */
export interface DriverAlone {
  rps: number;
  cpuMs: number;
}

/**
 * What the driver alone costs: the recorded statements sent through node-postgres (the
 * driver the API uses, prepared where the API prepares them) on `connections` connections for
 * `seconds`, each connection one page after another, with nothing else in this process. What this
 * costs in CPU a page, the API pays before any of its own work.
 */
async function driverAlone(databaseUrl: string, statements: Recorded[], connections: number, seconds: number): Promise<DriverAlone> {
  const pool = new Pool({ connectionString: databaseUrl, max: connections, options: CONNECTION_SETTINGS });
  const page = async () => {
    for (const s of statements) await pool.query({ name: s.name, text: s.text, values: s.values as unknown[] });
  };
  try {
    for (let i = 0; i < connections * 20; i++) await page(); // every connection prepares its statements
    let pages = 0;
    const until = performance.now() + seconds * 1000;
    const cpu = process.cpuUsage();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          await page();
          pages++;
        }
      }),
    );
    const used = process.cpuUsage(cpu);
    return { rps: Math.round(pages / seconds), cpuMs: Math.round(((used.user + used.system) / 1000 / pages) * 1000) / 1000 };
  } finally {
    await pool.end();
  }
}

/**
 * For each page: the statements one call sends once the caller is remembered, run by pgbench
 * (`connections` clients, `seconds`), as pages per second, and then through node-postgres alone
 * (driverAlone).
 */
export async function sqlAlone(
  databaseUrl: string,
  pages: SqlAlone[],
  connections: number,
  seconds: number,
): Promise<(Measure & { kind: string; statements: number; url: string; email: string; driver: DriverAlone })[]> {
  const pgbench = pgbenchPath();
  const database = await openDatabase({ databaseUrl, pgliteDir: null });
  const config: AppOptions['config'] = {
    tokenTtlSeconds: 3600, loginMaxFailures: 1000, loginWindowSeconds: 900, bodyLimitBytes: 1024 * 1024, trustProxy: false, logLevel: 'silent',
    smtpUrl: null, mailFrom: 'bench <bench@lab-portal.local>', supportEmail: 'bench@lab-portal.local', scheduler: { enabled: false, intervalMs: 60_000, batchSize: 1, leaseMs: 60_000 },
  };
  const { app } = await buildApp({ db: database.db, config, tokenSecret: randomBytes(32).toString('hex'), logger: false, notices: database });
  await app.ready();
  const recorded: Recorded[] = [];
  const original = Pool.prototype.query;
  // every statement the app sends passes here (drizzle's node-postgres driver queries the pool)
  Pool.prototype.query = function (this: Pool, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    if (typeof first === 'string') recorded.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      recorded.push({ text: first.text, values: first.values ?? (Array.isArray(second) ? second : []), name: (first as { name?: string }).name });
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof Pool.prototype.query;
  const out = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-sql-alone-'));
  try {
    const tokens = new Map<string, string>();
    for (const page of pages) {
      if (!tokens.has(page.email)) {
        const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: page.email, password: DEMO_PASSWORD } });
        tokens.set(page.email, `Bearer ${login.json().token}`);
      }
      const headers = { authorization: tokens.get(page.email)! };
      await app.inject({ method: 'GET', url: page.url, headers }); // the caller is remembered from here on
      recorded.length = 0;
      const res = await app.inject({ method: 'GET', url: page.url, headers });
      if (res.statusCode !== 200) throw new Error(`${page.url} as ${page.email}: ${res.statusCode}`);
      const statements = recorded.splice(0); // the page's statements (the driver's own below are recorded too)
      const script = path.join(dir, `page-${out.length}.sql`);
      fs.writeFileSync(script, statements.map((r) => `${inline(r).replace(/\s+/g, ' ').trim()};\n`).join(''));
      const report = execFileSync(pgbench, ['-n', '-M', 'prepared', '-c', String(connections), '-j', String(Math.min(connections, 2)), '-T', String(seconds), '-f', script, databaseUrl], {
        encoding: 'utf8',
        // set as the API's own connections are (no JIT, no parallel workers), or the two would not run the same plans
        env: { ...process.env, PGOPTIONS: CONNECTION_SETTINGS },
      });
      const tps = Number(/tps = ([\d.]+)/.exec(report)?.[1] ?? NaN);
      const latency = Number(/latency average = ([\d.]+) ms/.exec(report)?.[1] ?? NaN);
      const driver = await driverAlone(databaseUrl, statements, connections, seconds);
      recorded.length = 0;
      out.push({ name: `SQL alone: ${page.email} ${page.url}`, kind: 'sql-alone', url: page.url, email: page.email, statements: statements.length, requests: Math.round(tps * seconds), rps: Math.round(tps), p50: latency, p95: NaN, errors: 0, driver });
    }
  } finally {
    Pool.prototype.query = original;
    fs.rmSync(dir, { recursive: true, force: true });
    await app.close();
    await database.close();
  }
  return out;
}

function pgbenchPath(): string {
  const bins = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort().reverse().map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`) : [];
  const found = [process.env.PGBENCH ?? '', ...bins].find((p) => p && fs.existsSync(p));
  if (!found) throw new Error('pgbench not found: set PGBENCH to its path (Debian: apt-get install postgresql)');
  return found;
}
