// `pnpm bench:api`: the API against a generated PostgreSQL database, loaded with 10 connections;
// p50, p95 and requests per second of every list, search and figure, next to a bare Fastify route
// that answers the same body (the ratio shows what the API itself costs), and, when PostgreSQL runs
// on this machine, what each request cost the API, PostgreSQL and the load generator in CPU.
//   BENCH_DATABASE_URL   a database already filled by `pnpm --filter @lab/api generate`; unset: a
//                        throwaway server is started and filled (BENCH_PATIENTS, BENCH_REQUESTS,
//                        BENCH_INSTITUTIONS; default 1,000,000 / 3,000,000 / 20: many minutes)
//   BENCH_SECONDS        seconds per scenario (10)     BENCH_CONNECTIONS   connections (10)
//   BENCH_STRICT=1       exit 1 when a target is missed
//   BENCH_ONLY=text      only the scenarios whose name contains `text` (and the bare route)
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { openDatabase } from '../platform/db/client';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { startApiProcess, startBareProcess } from './child-server';
import { cpuClock, localPostmaster } from './cpu-time';
import { measure, type Measure } from './measure';
import { startScratchPostgres } from './scratch-postgres';
import { TARGETS, verdict } from './targets';
import { benchTyping } from './typing';
import { benchPageOne } from './page-one';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RESULTS = path.resolve(__dirname, '..', '..', '..', 'bench-results', 'api.json');

async function database() {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop() {} };
  const scratch = startScratchPostgres(Number(process.env.BENCH_PG_PORT ?? 54360));
  const counts = {
    patients: Number(process.env.BENCH_PATIENTS ?? 1_000_000),
    requests: Number(process.env.BENCH_REQUESTS ?? 3_000_000),
    institutions: Number(process.env.BENCH_INSTITUTIONS ?? 20),
  };
  console.log(`Generating ${JSON.stringify(counts)} into a throwaway PostgreSQL (${scratch.url})…`);
  const { generateScaleData } = await import('../generate/generate-scale-data');
  const target = await openDatabase({ databaseUrl: scratch.url, pgliteDir: null });
  await target.migrate();
  await generateScaleData(target.db, counts);
  await target.close();
  return scratch;
}

async function main() {
  const server = await database();
  // the scheduler would catch up on the generated reminders while the figures are measured
  const api = await startApiProcess({ SCHEDULER_ENABLED: 'false', DATABASE_URL: server.url, JWT_SECRET: randomBytes(32).toString('hex'), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'lab-bench-api-')) });
  const base = api.url;
  // what each request costs the API, PostgreSQL (when it runs on this machine) and the load generator
  const clock = cpuClock(() => api.pid, await localPostmaster(server.url));
  const emailOf = new Map<string, string>(); // authorization header -> who signed in
  const tokenOf = async (email: string) => {
    const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
    if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
    const authorization = `Bearer ${((await res.json()) as { token: string }).token}`;
    emailOf.set(authorization, email);
    return { authorization };
  };
  const callers = { super_admin: await tokenOf('superadmin@demo.lab'), institution_admin: await tokenOf('instadmin@demo.lab') };

  // the bare route: Fastify answering the patients page's own body, no hooks, no database
  const bodyFile = path.join(os.tmpdir(), `lab-bench-page-${process.pid}.json`);
  fs.writeFileSync(bodyFile, await (await fetch(`${base}/api/patients`, { headers: callers.super_admin })).text());
  const bare = await startBareProcess(bodyFile);
  const bareBase = bare.url;
  const institutionA = ((await (await fetch(`${base}/api/institutions/my`, { headers: callers.institution_admin })).json()) as { institutions: { id: number }[] }).institutions[0].id;
  const sampleTypes = ((await (await fetch(`${base}/api/cms/sample-types`, { headers: callers.super_admin })).json()) as { items: { id: number; name: string }[] }).items;
  const serum = (sampleTypes.find((st) => st.name === 'Serum') ?? sampleTypes[0]).id;

  // a request each caller may open: the newest one in their list
  const newestRequest = async (headers: Record<string, string>) =>
    ((await (await fetch(`${base}/api/tests/requests?limit=1`, { headers })).json()) as { requests: { id: number }[] }).requests[0].id;
  const requestOf: Record<string, number> = { super_admin: await newestRequest(callers.super_admin), institution_admin: await newestRequest(callers.institution_admin) };
  const newestResult = async (headers: Record<string, string>) =>
    ((await (await fetch(`${base}/api/results?limit=1&status=amended`, { headers })).json()) as { results: { id: number }[] }).results[0].id;
  const firstUser = async (headers: Record<string, string>) => ((await (await fetch(`${base}/api/users?role=clinician`, { headers })).json()) as { users: { id: number }[] }).users[0].id;
  const userOf: Record<string, number> = { super_admin: await firstUser(callers.super_admin), institution_admin: await firstUser(callers.institution_admin) };
  // the patient of the newest request each caller may open: a patient with tests
  const patientOfRequest = async (id: number, headers: Record<string, string>) =>
    ((await (await fetch(`${base}/api/tests/requests/${id}`, { headers })).json()) as { patient_id: number }).patient_id;
  const patientOf: Record<string, number> = {
    super_admin: await patientOfRequest(requestOf.super_admin, callers.super_admin),
    institution_admin: await patientOfRequest(requestOf.institution_admin, callers.institution_admin),
  };
  const resultOf: Record<string, number> = { super_admin: await newestResult(callers.super_admin), institution_admin: await newestResult(callers.institution_admin) };
  // a next page deep in a list, as the pager asks for it: from where a deep page (read once by offset) ends
  const keyAfter = async (url: string, headers: Record<string, string>) => ((await (await fetch(url, { headers })).json()) as { pagination: { next?: string } }).pagination.next ?? '0_0';

  const results: (Measure & { kind: string; apiRps?: number; url?: string; email?: string })[] = [];
  const run = async (kind: string, name: string, url: string, headers: Record<string, string> = {}) => {
    if (kind !== 'bare' && process.env.BENCH_ONLY && !name.includes(process.env.BENCH_ONLY)) return;
    const m = await measure(name, url, headers, connections, seconds, kind === 'bare' ? undefined : clock);
    results.push({ ...m, kind, url, email: emailOf.get(headers.authorization ?? '') });
    console.log(`${name.padEnd(48)} ${String(m.rps).padStart(6)} req/s  p50 ${String(m.p50).padStart(6)} ms  p95 ${String(m.p95).padStart(6)} ms${m.errors ? `  errors ${m.errors}` : ''}`);
  };
  await run('bare', 'bare Fastify route (same body)', `${bareBase}/bare`);
  // the institutions administration: the list (every institution, with its summary) is super_admin's
  await run('list', 'super_admin: institutions list with summary', `${base}/api/institutions`, callers.super_admin);
  for (const [role, headers] of Object.entries(callers)) {
    await run('list', `${role}: patients, page 1`, `${base}/api/patients`, headers);
    await run('list', `${role}: patients, page 2000`, `${base}/api/patients?page=2000`, headers);
    await run('list', `${role}: patients, next page after page 2000`, `${base}/api/patients?page=2001&after=${await keyAfter(`${base}/api/patients?page=2000`, headers)}`, headers);
    await run('list', `${role}: one institution's patients`, `${base}/api/patients/institution/${institutionA}`, headers);
    await run('search', `${role}: patients, search 'smi'`, `${base}/api/patients?search=smi`, headers);
    await run('search', `${role}: patients, search an MRN`, `${base}/api/patients?search=MRN-P1000`, headers);
    await run('list', `${role}: institutions lookup`, `${base}/api/institutions/my`, headers);
    await run('list', `${role}: an institution's clinicians`, `${base}/api/institutions/${institutionA}/clinicians`, headers);
    await run('list', `${role}: order form, reference data`, `${base}/api/cms/test-form-fields?institution_id=${institutionA}`, headers);
    await run('list', `${role}: an institution's stats`, `${base}/api/institutions/${institutionA}/stats`, headers);
    await run('list', `${role}: an institution's lab assignments`, `${base}/api/institutions/${institutionA}/labs`, headers);
    await run('list', `${role}: order form, an institution's labs`, `${base}/api/institutions/${institutionA}/labs?sample_type=${serum}`, headers);
    await run('list', `${role}: order form, fulfillment partners`, `${base}/api/users?role=fulfillment_agent&active=true&limit=100`, headers);
    await run('list', `${role}: users, page 1`, `${base}/api/users`, headers);
    await run('list', `${role}: users, clinicians, active`, `${base}/api/users?role=clinician&active=true`, headers);
    await run('search', `${role}: users, search 'smi'`, `${base}/api/users?search=smi`, headers);
    await run('list', `${role}: a user`, `${base}/api/users/${userOf[role]}`, headers);
    await run('list', `${role}: test requests, page 1`, `${base}/api/tests/requests`, headers);
    await run('list', `${role}: test requests, pending`, `${base}/api/tests/requests?status=pending`, headers);
    await run('list', `${role}: test requests, stat priority`, `${base}/api/tests/requests?priority=stat`, headers);
    await run('list', `${role}: test requests, page 2000`, `${base}/api/tests/requests?page=2000`, headers);
    await run('list', `${role}: test requests, next page after page 2000`, `${base}/api/tests/requests?page=2001&after=${await keyAfter(`${base}/api/tests/requests?page=2000`, headers)}`, headers);
    await run('search', `${role}: test requests, search 'smi'`, `${base}/api/tests/requests?search=smi`, headers);
    await run('search', `${role}: test requests, search a barcode`, `${base}/api/tests/requests?search=KIT000`, headers);
    await run('search', `${role}: test requests, search a REQ- id`, `${base}/api/tests/requests?search=REQ-001234`, headers);
    await run('list', `${role}: a test request`, `${base}/api/tests/requests/${requestOf[role]}`, headers);
    await run('list', `${role}: result form, completed requests`, `${base}/api/tests/requests?status=completed&limit=100`, headers);
    await run('list', `${role}: results, page 1`, `${base}/api/results`, headers);
    await run('list', `${role}: results, reviewed`, `${base}/api/results?status=reviewed`, headers);
    await run('list', `${role}: results, page 2000`, `${base}/api/results?page=2000`, headers);
    await run('list', `${role}: results, next page after page 2000`, `${base}/api/results?page=2001&after=${await keyAfter(`${base}/api/results?page=2000`, headers)}`, headers);
    await run('search', `${role}: results, search 'smi'`, `${base}/api/results?search=smi`, headers);
    await run('search', `${role}: results, search an MRN`, `${base}/api/results?search=MRN-P1000`, headers);
    await run('search', `${role}: results, search a RES- id`, `${base}/api/results?search=RES-001234`, headers);
    await run('list', `${role}: results, critical values awaiting call-back`, `${base}/api/results?critical=unacknowledged`, headers);
    await run('search', `${role}: results, search 'smi' awaiting call-back`, `${base}/api/results?search=smi&critical=unacknowledged`, headers);
    await run('list', `${role}: results, recent activity`, `${base}/api/results/recent-activity`, headers);
    await run('list', `${role}: a request's markers with the patient's ranges`, `${base}/api/results/requests/${requestOf[role]}/markers`, headers);
    await run('list', `${role}: an amended result`, `${base}/api/results/${resultOf[role]}`, headers);
    // a patient's detail, each view written to the audit trail (after the answer, in batches)
    await run('list', `${role}: a patient (the view audited)`, `${base}/api/patients/${patientOf[role]}`, headers);
    // the audit trail: newest first, one record's, one person's, a week, a deep page
    await run('list', `${role}: audit trail, page 1`, `${base}/api/audit`, headers);
    await run('list', `${role}: audit trail, a patient's`, `${base}/api/audit?entity_type=patient&entity_id=${patientOf[role]}`, headers);
    await run('list', `${role}: audit trail, a person's`, `${base}/api/audit?actor_user_id=${userOf[role]}`, headers);
    await run('list', `${role}: audit trail, last 7 days`, `${base}/api/audit?from=${new Date(Date.now() - 7 * 24 * 3600_000).toISOString().slice(0, 10)}`, headers);
    await run('list', `${role}: audit trail, page 200`, `${base}/api/audit?page=200`, headers);
    await run('list', `${role}: audit trail, next page after page 200`, `${base}/api/audit?page=201&after=${await keyAfter(`${base}/api/audit?page=200`, headers)}`, headers);
    await run('dashboard', `${role}: dashboard (30 days)`, `${base}/api/analytics/dashboard`, headers);
    await run('dashboard', `${role}: dashboard (90 days)`, `${base}/api/analytics/dashboard?timeframe=90`, headers);
    // the analytics area: every call at 30 days (the default) and 365 (the widest)
    for (const days of [30, 365]) {
      await run('analytics', `${role}: analytics test types (${days} days)`, `${base}/api/analytics/test-types?timeframe=${days}`, headers);
      await run('analytics', `${role}: analytics user activity (${days} days)`, `${base}/api/analytics/user-activity?timeframe=${days}`, headers);
      await run('analytics', `${role}: analytics audit summary (${days} days)`, `${base}/api/analytics/audit-summary?timeframe=${days}`, headers);
      await run('analytics', `${role}: analytics institution view (${days} days)`, `${base}/api/analytics/institution/${institutionA}?timeframe=${days}`, headers);
    }
    await run('analytics', `${role}: analytics patient view`, `${base}/api/analytics/patient/${patientOf[role]}`, headers);
  }
  for (const days of [30, 365]) {
    await run('analytics', `super_admin: analytics institutions (${days} days)`, `${base}/api/analytics/institutions?timeframe=${days}`, callers.super_admin);
    await run('analytics', `super_admin: analytics test types, one institution (${days} days)`, `${base}/api/analytics/test-types?timeframe=${days}&institution_id=${institutionA}`, callers.super_admin);
  }

  // the CMS lists, as B's institution_admin sees them: their screen narrows markers and
  // panels to their institution (institution_id), as the CMS page asks.
  const adminB = await tokenOf('instadmin.b@demo.lab');
  const institutionB = ((await (await fetch(`${base}/api/institutions/my`, { headers: adminB })).json()) as { institutions: { id: number }[] }).institutions[0].id;
  const cmsCallers = { super_admin: { headers: callers.super_admin, narrowed: '' }, institution_admin: { headers: adminB, narrowed: `?institution_id=${institutionB}` } };
  for (const [role, { headers, narrowed }] of Object.entries(cmsCallers)) {
    await run('list', `${role}: cms markers`, `${base}/api/cms/markers${narrowed}`, headers);
    await run('list', `${role}: cms panels`, `${base}/api/cms/panels${narrowed}`, headers);
    await run('list', `${role}: cms labs with their figures`, `${base}/api/cms/labs`, headers);
    await run('list', `${role}: cms collection devices`, `${base}/api/cms/collection-devices`, headers);
  }
  // the analyzer interfaces: instruments, the message log (newest first, dead letters, a search, a
  // deep page) and an instrument's worklist (all of it, and one scanned barcode), for super_admin and
  // B's institution_admin
  for (const [role, { headers }] of Object.entries(cmsCallers)) {
    const instrument = ((await (await fetch(`${base}/api/interfaces/instruments`, { headers })).json()) as { data: { id: number }[] }).data[0];
    await run('list', `${role}: instruments`, `${base}/api/interfaces/instruments`, headers);
    await run('list', `${role}: interface messages, page 1`, `${base}/api/interfaces/messages`, headers);
    await run('list', `${role}: interface messages, dead`, `${base}/api/interfaces/messages?status=dead`, headers);
    await run('list', `${role}: interface messages, page 200`, `${base}/api/interfaces/messages?page=200`, headers);
    await run('list', `${role}: interface messages, next page after page 200`, `${base}/api/interfaces/messages?page=201&after=${await keyAfter(`${base}/api/interfaces/messages?page=200`, headers)}`, headers);
    await run('search', `${role}: interface messages, search a REQ- id`, `${base}/api/interfaces/messages?search=req-001234`, headers);
    if (!instrument) continue;
    const worklist = (await (await fetch(`${base}/api/interfaces/instruments/${instrument.id}/worklist`, { headers })).json()) as { data: { barcode: string | null }[] };
    await run('list', `${role}: an instrument's worklist`, `${base}/api/interfaces/instruments/${instrument.id}/worklist`, headers);
    await run('list', `${role}: an instrument's worklist, in error`, `${base}/api/interfaces/instruments/${instrument.id}/worklist?state=error`, headers);
    const scanned = worklist.data.find((e) => e.barcode)?.barcode;
    if (scanned) await run('search', `${role}: worklist, a scanned barcode`, `${base}/api/interfaces/instruments/${instrument.id}/worklist?barcode=${encodeURIComponent(scanned)}`, headers);
  }

  // storage locations: the CMS tab is super_admin's (and a client_admin's); an institution_admin with
  // the inventory area reads them for the inventory form (A's admin has it)
  await run('list', 'super_admin: cms storage locations', `${base}/api/cms/storage-locations`, callers.super_admin);
  await run('list', 'institution_admin: inventory form, storage locations', `${base}/api/cms/storage-locations?active=true`, callers.institution_admin);

  // logistics: the inventory and fulfillment lists for the roles that use them
  const logistics = { super_admin: callers.super_admin, client_admin: await tokenOf('clientadmin@demo.lab'), fulfillment_agent: await tokenOf('fulfillment@demo.lab') };
  const firstOf = async <T,>(url: string, headers: Record<string, string>, key: string): Promise<T> => ((await (await fetch(url, { headers })).json()) as Record<string, T[]>)[key][0];
  for (const [role, headers] of Object.entries(logistics)) {
    const item = await firstOf<{ id: number }>(`${base}/api/inventory?low_stock=true`, headers, 'inventory');
    const shipped = await firstOf<{ id: number; tracking_number: string }>(`${base}/api/fulfillment?status=dispatched`, headers, 'requests');
    const monthAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await run('list', `${role}: inventory, page 1`, `${base}/api/inventory`, headers);
    await run('list', `${role}: inventory, low stock`, `${base}/api/inventory?low_stock=true`, headers);
    await run('search', `${role}: inventory, search 'kit'`, `${base}/api/inventory?search=kit`, headers);
    await run('list', `${role}: an inventory item`, `${base}/api/inventory/${item.id}`, headers);
    await run('list', `${role}: fulfillment, page 1`, `${base}/api/fulfillment`, headers);
    await run('list', `${role}: fulfillment, dispatched`, `${base}/api/fulfillment?status=dispatched`, headers);
    await run('list', `${role}: fulfillment, stat priority`, `${base}/api/fulfillment?priority=stat`, headers);
    await run('list', `${role}: fulfillment, assigned to me`, `${base}/api/fulfillment?assigned_to_me=true`, headers);
    await run('list', `${role}: fulfillment, last 30 days`, `${base}/api/fulfillment?date_from=${monthAgo}`, headers);
    await run('list', `${role}: fulfillment, page 500`, `${base}/api/fulfillment?page=500`, headers);
    await run('list', `${role}: fulfillment, next page after page 500`, `${base}/api/fulfillment?page=501&after=${await keyAfter(`${base}/api/fulfillment?page=500`, headers)}`, headers);
    await run('search', `${role}: fulfillment, search 'smi'`, `${base}/api/fulfillment?search=smi`, headers);
    await run('search', `${role}: fulfillment, search a tracking number`, `${base}/api/fulfillment?search=${shipped.tracking_number}`, headers);
    await run('search', `${role}: fulfillment, search a FUL- id`, `${base}/api/fulfillment?search=FUL-001234`, headers);
    await run('list', `${role}: a fulfillment request`, `${base}/api/fulfillment/${shipped.id}`, headers);
  }

  // the CMS's notification logs and figures
  for (const [role, headers] of Object.entries(callers)) {
    await run('list', `${role}: notification logs, page 1`, `${base}/api/cms/notification-logs`, headers);
    await run('list', `${role}: notification logs, failed`, `${base}/api/cms/notification-logs?delivery_status=failed`, headers);
    await run('list', `${role}: notification logs, account setup (rare)`, `${base}/api/cms/notification-logs?message_type=account_setup`, headers);
    await run('list', `${role}: notification logs, manual SMS`, `${base}/api/cms/notification-logs?triggered_by_type=manual&notification_type=sms`, headers);
    await run('list', `${role}: notification logs, page 500`, `${base}/api/cms/notification-logs?page=500`, headers);
    await run('list', `${role}: notification logs, next page after page 500`, `${base}/api/cms/notification-logs?page=501&after=${await keyAfter(`${base}/api/cms/notification-logs?page=500`, headers)}`, headers);
    await run('search', `${role}: notification logs, search 'smi'`, `${base}/api/cms/notification-logs?search=smi`, headers);
    await run('search', `${role}: notification logs, search a phone`, `${base}/api/cms/notification-logs?search=%2B447700900123`, headers);
    await run('search', `${role}: notification logs, search an email`, `${base}/api/cms/notification-logs?search=john.smith12%40example.com`, headers);
    await run('search', `${role}: notification logs, search a REQ- id`, `${base}/api/cms/notification-logs?search=REQ-001234`, headers);
    await run('list', `${role}: notification stats`, `${base}/api/cms/notification-stats`, headers);
  }

  // reminder rules and cron monitoring (super_admin only)
  await run('list', 'super_admin: reminder configurations', `${base}/api/cms/reminder-configs`, callers.super_admin);
  await run('list', 'super_admin: cron scheduler status', `${base}/api/cron/scheduler-status`, callers.super_admin);
  await run('list', 'super_admin: cron upcoming reminders, 7 days', `${base}/api/cron/upcoming-reminders?days=7`, callers.super_admin);
  await run('list', 'super_admin: cron notification health', `${base}/api/cron/notification-health`, callers.super_admin);
  // the Platform page's load failures (the windows end now: generated data a few days old leaves them thinner)
  await run('list', 'super_admin: remote load failures, last hour', `${base}/api/platform/remote-loads?window=hour`, callers.super_admin);
  await run('list', 'super_admin: remote load failures, last day', `${base}/api/platform/remote-loads?window=day`, callers.super_admin);

  // typing into every search box, letter by letter, as one user and under 10 connections
  await benchTyping(base, callers, (m) => results.push(m), process.env.BENCH_ONLY, clock);

  // each list's page 1 next to its statements alone (pgbench, same clients and seconds)
  if (!process.env.BENCH_ONLY || 'page 1'.includes(process.env.BENCH_ONLY)) {
    results.push(...(await benchPageOne({ base, databaseUrl: server.url, emailOf, connections, seconds, clock }, results)));
  }

  const bareRps = results.find((r) => r.kind === 'bare')!.rps;
  const judged = results.map((r) => ({ ...r, verdict: verdict(r, bareRps) }));
  console.log(`\nTargets: ${JSON.stringify(TARGETS)}`);
  for (const r of judged.filter((j) => j.verdict !== 'ok')) console.log(`  MISSED ${r.name}: ${r.verdict}`);
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, JSON.stringify({ when: new Date().toISOString(), seconds, connections, results: judged }, null, 2));
  console.log(`Results written to ${RESULTS}`);

  await bare.stop();
  await api.stop();
  fs.rmSync(bodyFile, { force: true });
  server.stop();
  if (process.env.BENCH_STRICT === '1' && judged.some((j) => j.verdict !== 'ok')) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
