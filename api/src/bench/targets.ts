import type { Measure } from './measure';

/** The performance targets (docs/performance.md), with 10 connections on the generated data. */
export const TARGETS = {
  listP95Ms: 50,
  dashboardP95Ms: 150,
  /** Each analytics answer with a million test requests. */
  analyticsP95Ms: 150,
  /** An authenticated list serves at least this share of the bare route's requests per second. */
  listShareOfBare: 0.1,
  /** Each prefix typed into a search box, as one user. */
  typingOneUserP95Ms: 30,
  /** The same under 10 connections. */
  typingTenP95Ms: 50,
  /** A list's page 1 through the API serves at least this share of what its statements alone serve (pgbench). */
  pageShareOfSql: 0.5,
};

export function verdict(m: Measure & { kind: string; apiRps?: number; floor?: { share: number } | null }, bareRps: number): string {
  if (m.errors > 0) return `${m.errors} errors`;
  if ((m.kind === 'list' || m.kind === 'search') && m.p95 > TARGETS.listP95Ms) return `p95 ${m.p95} ms > ${TARGETS.listP95Ms} ms`;
  if (m.kind === 'typing-1' && m.p95 > TARGETS.typingOneUserP95Ms) return `p95 ${m.p95} ms > ${TARGETS.typingOneUserP95Ms} ms`;
  if (m.kind === 'typing-10' && m.p95 > TARGETS.typingTenP95Ms) return `p95 ${m.p95} ms > ${TARGETS.typingTenP95Ms} ms`;
  if (m.kind === 'dashboard' && m.p95 > TARGETS.dashboardP95Ms) return `p95 ${m.p95} ms > ${TARGETS.dashboardP95Ms} ms`;
  if (m.kind === 'analytics' && m.p95 > TARGETS.analyticsP95Ms) return `p95 ${m.p95} ms > ${TARGETS.analyticsP95Ms} ms`;
  if (m.kind === 'list' && m.rps < bareRps * TARGETS.listShareOfBare) return `${m.rps} req/s < a tenth of the bare route's ${bareRps}`;
  if (m.kind === 'sql-alone' && m.apiRps !== undefined && m.apiRps < m.rps * TARGETS.pageShareOfSql) {
    const ceiling = m.floor ? ` (with no work of the route's, at most ${Math.round(m.floor.share * 100)}% on this machine)` : '';
    return `the API's ${m.apiRps} req/s < half of the SQL's ${m.rps}/s${ceiling}`;
  }
  return 'ok';
}

/** HL7 results in (bench-hl7.ts): ORU messages over parallel MLLP connections into PostgreSQL. */
export const HL7_TARGETS = {
  /** Messages imported and acknowledged per second, sustained, on the 2-core machine. */
  messagesPerSecond: 200,
  /** From writing a message to its ACK. */
  ackP95Ms: 50,
  /** After the API is killed mid-run and restarted: messages sent and never accepted, and accepted twice. */
  lost: 0,
  doubled: 0,
};
