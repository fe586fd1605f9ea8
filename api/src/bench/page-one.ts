// Each list's page 1 next to its statements alone (pgbench-like, same clients and seconds), and
// what it could serve at its floor: the share of the SQL alone that bench-api judges against
// TARGETS.pageShareOfSql.
import os from 'node:os';
import type { CpuClock } from './cpu-time';
import { cpuText, measure, type Measure } from './measure';
import { sqlAlone } from './sql-alone';

/** The lists whose page 1 is set beside its SQL alone. */
const PAGES = ['/api/patients', '/api/tests/requests', '/api/results', '/api/users', '/api/fulfillment', '/api/interfaces/messages', '/api/cms/notification-logs', '/api/audit'];

type Measured = Measure & { kind: string; url?: string; email?: string };

export interface PageOneRun {
  base: string;
  databaseUrl: string;
  /** Who signed in, by authorization header. */
  emailOf: Map<string, string>;
  connections: number;
  seconds: number;
  clock?: CpuClock;
}

/** The SQL-alone rows of the page 1s measured in `results` (as everyone who measured them), logged as they come. */
export async function benchPageOne(run: PageOneRun, results: Measured[]) {
  const { base, connections, seconds, clock } = run;
  const measured = results.filter((r) => r.kind === 'list' && r.email && PAGES.some((page) => r.url === `${base}${page}`));
  // what any signed-in call costs the API before its route does anything: the token, the caller,
  // the headers and a small answer (the profile is read from memory), per caller
  const fixedCost = new Map<string, number | null>();
  for (const [authorization, email] of run.emailOf) {
    if (!measured.some((r) => r.email === email) || fixedCost.has(email)) continue;
    const fixed = await measure(`${email}: a signed-in call's fixed cost`, `${base}/api/auth/profile`, { authorization }, connections, seconds, clock);
    fixedCost.set(email, fixed.cpu?.api ?? null);
  }
  const alone = await sqlAlone(run.databaseUrl, measured.map((r) => ({ email: r.email!, url: r.url!.slice(base.length) })), connections, seconds);
  return measured.map((api, i) => {
    const floor = pageFloor(api, fixedCost.get(api.email!) ?? null, alone[i].driver.cpuMs, alone[i].rps);
    const row = { ...alone[i], name: `${api.name}, its SQL alone (${alone[i].statements} statements)`, apiRps: api.rps, floor };
    const cpu = api.cpu ? `; ${cpuText(api)}` : '';
    // what node-postgres alone costs for these statements: the part of the API's CPU that is the driver's
    const driver = `; node-postgres alone ${row.driver.rps} pages/s, CPU ${row.driver.cpuMs} ms a page`;
    const ceiling = floor ? `; at the floor (fixed ${floor.fixedMs} + driver ${row.driver.cpuMs} ms, no route work, every core busy) at most ${floor.rps} req/s (${Math.round(floor.share * 100)}%)` : '';
    console.log(`${row.name.padEnd(64)} ${String(row.rps).padStart(6)} pages/s; the API ${api.rps} req/s (${Math.round((api.rps / row.rps) * 100)}%)${cpu}${driver}${ceiling}`);
    return row;
  });
}

/**
 * The most a page could serve if the route itself cost nothing: the API spending only a signed-in
 * call's fixed cost and the driver's, beside the PostgreSQL and load-generator CPU the page was
 * measured with, every core of the machine busy. Its share of the SQL alone is the ceiling any code
 * of the route's could reach on this machine; null without the CPU figures.
 */
function pageFloor(api: Measure, fixedMs: number | null, driverMs: number, sqlRps: number) {
  if (!api.cpu || fixedMs === null || api.cpu.postgres === null) return null;
  const perRequest = fixedMs + driverMs + api.cpu.postgres + api.cpu.generator;
  const rps = Math.round((os.cpus().length * 1000) / perRequest);
  return { fixedMs, rps, share: rps / sqlRps };
}
