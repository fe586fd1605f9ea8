// `pnpm bench:hl7`: analyzer results in over MLLP, into PostgreSQL. The API runs as in production
// (src/main.ts, its own process) on the demo data; the bench plays the analyzer with parallel
// connections, each waiting for its ACK before the next message (original mode).
//   1. Throughput: messages per second and ACK latency (write to ACK) for BENCH_HL7_SECONDS.
//   2. A crash: the API is killed (SIGKILL) a third of the way through BENCH_HL7_KILL_MESSAGES
//      messages and started again on the same database and port; the senders resend every
//      unanswered message under its control id until all are answered. Then the message log must
//      hold exactly one accepted row per control id: none lost, none doubled.
//   BENCH_DATABASE_URL        a database to use (migrated and seeded with the demo data if empty);
//                             unset: a throwaway PostgreSQL on BENCH_PG_PORT (54370)
//   BENCH_HL7_CONNECTIONS (4) BENCH_HL7_SECONDS (20) BENCH_HL7_KILL_MESSAGES (3000)
//   BENCH_HL7_PROFILE=1       the scratch server loads pg_stat_statements: the throughput phase's
//                             statements by total time are printed and kept in the results
//   BENCH_STRICT=1            exit 1 when a target is missed
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../platform/db/client';
import { queryRows } from '../platform/db/query';
import { seedDemoIfEmpty } from '../seed/demo-seed';
import { startApiProcess, type ApiChild } from './child-server';
import { cpuClock, type CpuClock } from './cpu-time';
import { printReport, verdicts, type KillFigures, type ThroughputFigures } from './hl7-report';
import { startSenders, type Answer } from './hl7-sender';
import { instrumentVersions, tallyPhase } from './hl7-tally';
import { messageSource, requestsForInstrument, type Outgoing, type WorkRequest } from './hl7-work';
import { percentile } from './measure';
import { PROFILE_SETTINGS, resetStatements, topStatements } from './pg-statements';
import { startScratchPostgres } from './scratch-postgres';
import { HL7_TARGETS } from './targets';

const connections = Number(process.env.BENCH_HL7_CONNECTIONS ?? 4);
const seconds = Number(process.env.BENCH_HL7_SECONDS ?? 20);
const killMessages = Number(process.env.BENCH_HL7_KILL_MESSAGES ?? 3000);
const profile = process.env.BENCH_HL7_PROFILE === '1';
const WARM_UP_MS = 2000;
const RESULTS = path.resolve(__dirname, '..', '..', '..', 'bench-results', 'hl7.json');
const HOST = '127.0.0.1';
/** Control ids of this run: the prefix keeps them apart from an earlier run's on the same database. */
const RUN = Date.now().toString(36).toUpperCase();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n: number) => Math.round(n * 10) / 10;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The API answers /api/health before its MLLP listener is bound: wait for the port too. */
async function waitForListener(port: number): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, HOST, () => (socket.end(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`nothing listens on MLLP port ${port} after a minute`);
}

async function prepareDatabase(): Promise<{ url: string; database: Database; postmasterPid(): number | null; stop(): void }> {
  const given = process.env.BENCH_DATABASE_URL;
  const server = given
    ? { url: given, postmasterPid: () => null, stop() {} }
    : startScratchPostgres(Number(process.env.BENCH_PG_PORT ?? 54370), profile ? PROFILE_SETTINGS : []);
  const database = await openDatabase({ databaseUrl: server.url, pgliteDir: null });
  await database.migrate();
  await database.exclusive(() => seedDemoIfEmpty(database.db));
  return { ...server, database };
}

/** Hands out the source's messages and remembers each control id handed out. */
function recorded(source: () => Outgoing | null) {
  const sent: string[] = [];
  const next = () => {
    const outgoing = source();
    if (outgoing) sent.push(outgoing.controlId);
    return outgoing;
  };
  return { sent, next };
}

function latencies(answers: Answer[]) {
  const sorted = answers.map((a) => a.latencyMs).sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)), max: round(sorted[sorted.length - 1] ?? NaN) };
}

async function throughputPhase(db: Database['db'], port: number, requests: WorkRequest[], cpu: CpuClock): Promise<ThroughputFigures> {
  // unmeasured: each pooled connection prepares its statements, V8 compiles the hot paths
  const warm = startSenders({ host: HOST, port, connections, next: messageSource(requests, `W${RUN}`, null) });
  await sleep(WARM_UP_MS);
  warm.stop();
  await warm.done;

  const versionsBefore = await instrumentVersions(db);
  if (profile) await resetStatements(db);
  const { sent, next } = recorded(messageSource(requests, `T${RUN}`, null));
  const cpuBefore = cpu();
  const started = performance.now();
  const run = startSenders({ host: HOST, port, connections, next });
  await sleep(seconds * 1000);
  run.stop();
  await run.done;
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpu();
  const acked = run.answers.filter((a) => a.ackCode === 'AA');
  const perMessage = (after: number | null, before: number | null) => (after === null || before === null ? null : round((after - before) / run.answers.length));
  return {
    seconds: round(elapsed),
    messages: run.answers.length,
    messagesPerSecond: round(acked.length / elapsed),
    ackMs: latencies(run.answers),
    unansweredTries: run.unansweredTries,
    cpuMsPerMessage: { api: perMessage(cpuAfter.api, cpuBefore.api), postgres: perMessage(cpuAfter.postgres, cpuBefore.postgres), sender: perMessage(cpuAfter.generator, cpuBefore.generator)! },
    tally: await tallyPhase(db, `T${RUN}`, sent, run.answers, versionsBefore),
    ...(profile ? { statements: await topStatements(db) } : {}),
  };
}

interface Crash {
  inFlightAtKill: number;
  answeredAtKill: number;
  downSeconds: number;
}

async function killPhase(db: Database['db'], api: { current: ApiChild | null }, env: Record<string, string>, port: number, requests: WorkRequest[]): Promise<KillFigures> {
  const versionsBefore = await instrumentVersions(db);
  const { sent, next } = recorded(messageSource(requests, `K${RUN}`, killMessages));
  const killAfter = Math.floor(killMessages / 3);
  let crash: Promise<Crash> | null = null;
  const started = performance.now();
  const run = startSenders({
    host: HOST,
    port,
    connections,
    next,
    onAnswer: () => {
      if (crash || run.answers.length < killAfter) return;
      crash = (async () => {
        const inFlightAtKill = run.inFlight();
        const answeredAtKill = run.answers.length;
        const at = performance.now();
        await api.current?.kill();
        api.current = null;
        console.log(`  killed the API (SIGKILL) after ${answeredAtKill} answers, ${inFlightAtKill} messages waiting for their ACK; starting it again…`);
        api.current = await startApiProcess(env);
        await waitForListener(port);
        return { inFlightAtKill, answeredAtKill, downSeconds: round((performance.now() - at) / 1000) };
      })();
      // an API that does not come back: the senders would resend for ever
      crash.catch(() => run.abort());
    },
  });
  await run.done;
  // assigned in the callback, which the compiler does not follow
  const crashed = await (crash as Promise<Crash> | null);
  if (!crashed) throw new Error('the kill phase ended before the kill: raise BENCH_HL7_KILL_MESSAGES');
  return {
    messages: killMessages,
    seconds: round((performance.now() - started) / 1000),
    ...crashed,
    resentTries: run.unansweredTries,
    answeredAfterRetry: run.answers.filter((a) => a.attempts > 1).length,
    tally: await tallyPhase(db, `K${RUN}`, sent, run.answers, versionsBefore),
  };
}

async function main() {
  const loadAtStart = os.loadavg().map(round);
  const { url, database, postmasterPid, stop: stopServer } = await prepareDatabase();
  const db = database.db;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lab-bench-hl7-'));
  // the API process of the moment: the kill phase replaces it, and whichever runs last is stopped
  const api: { current: ApiChild | null } = { current: null };
  try {
    const [{ version }] = await queryRows<{ version: string }>(db, sql`select current_setting('server_version') as version`);
    const requests = await requestsForInstrument(db);
    if (requests.length === 0) throw new Error('no request the demo analyzer may answer: the database needs the demo data (DEMO-ANALYZER and St Mary’s requests)');
    const markersPerMessage = round(requests.reduce((sum, r) => sum + r.markers.length, 0) / requests.length);

    const mllpPort = await freePort();
    const env = {
      DATABASE_URL: url,
      HL7_MLLP_PORT: String(mllpPort),
      HL7_MLLP_HOST: HOST,
      OUTBOX_ENABLED: 'false',
      SCHEDULER_ENABLED: 'false',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATA_DIR: dataDir,
    };
    api.current = await startApiProcess(env);
    await waitForListener(mllpPort);
    console.log(`HL7 bench: PostgreSQL ${version}, ${connections} connections, ${requests.length} requests, ${markersPerMessage} OBX per message on average`);

    console.log(`Throughput: ${seconds} s after ${WARM_UP_MS / 1000} s of warm-up…`);
    // this process is the load generator: the sender
    const cpu = cpuClock(() => api.current?.pid, postmasterPid());
    const throughput = await throughputPhase(db, mllpPort, requests, cpu);
    console.log(`Crash mid-run: ${killMessages} messages, the API killed after a third…`);
    const kill = await killPhase(db, api, env, mllpPort, requests);
    const verdict = verdicts(throughput, kill.tally);
    printReport(connections, throughput, kill, verdict);

    const pass = Object.values(verdict).every((v) => v === 'ok');
    const machine = { cores: os.cpus().length, cpu: os.cpus()[0]?.model ?? null, memoryGiB: round(os.totalmem() / 2 ** 30), loadAverageAtStart: loadAtStart, node: process.version, postgres: version };
    const settings = { connections, seconds, warmUpSeconds: WARM_UP_MS / 1000, killMessages, requests: requests.length, markersPerMessage, database: process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'scratch PostgreSQL' };
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
    fs.writeFileSync(RESULTS, JSON.stringify({ when: new Date().toISOString(), machine, settings, targets: HL7_TARGETS, throughput, kill, verdict, pass }, null, 2));
    console.log(`\n${pass ? 'Every target met' : 'A target was missed'}; results written to ${RESULTS}`);
    if (process.env.BENCH_STRICT === '1' && !pass) process.exitCode = 1;
  } finally {
    await api.current?.stop();
    await database.close();
    stopServer();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
