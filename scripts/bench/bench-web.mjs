#!/usr/bin/env node
// pnpm bench:web: what the portal costs a browser. Builds first (unless BENCH_SKIP_BUILD=1) and serves
// the production build the way `pnpm start` does (scripts/serve-static.mjs, remotes on the host's
// origin) with the API on a fresh embedded database, both on free ports; or, with
// BENCH_URL=http://127.0.0.1:3000, measures a portal already running there (`pnpm start` or
// `pnpm dev`, signed in with the demo data). Drives Chromium through one journey per run, each in a
// fresh browser context (empty cache):
//   /login -> Sign In enabled -> sign in -> dashboard figures (and chart) -> Patients -> Test Requests
//   -> Inventory -> Users; then, in another fresh context holding that session, a deep link to /patients
// Reports per step the JavaScript it loaded (gzip, zlib level 6; 1 KB = 1000 bytes) and the time:
//   login        navigation start -> Sign In button enabled
//   dashboard    click on Sign In -> the dashboard's stat figures in the page
//   areas        click on the nav entry -> the remote area's heading in the page (first entry)
//   page change  click on Test Requests (its remote loaded) -> the list's first row
//   deep link    navigation start to /patients, signed in, empty cache -> the list's first row
// Times are when the element first appears in the DOM (MutationObserver, performance.now()).
// Median of BENCH_RUNS runs (default 5). Writes bench-results/web.json.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { changePage, enterArea, installProbe, openDeepLink, openLogin, signIn, waitForChart } from './lib/flows.mjs';
import { launchChromium, ROOT, startPortal } from './lib/portal.mjs';
import { kb, sum, trackPage } from './lib/scripts.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const USER = 'superadmin@demo.lab'; // may open every area
const BENCH_URL = process.env.BENCH_URL?.replace(/\/+$/, '');
const AREAS = [
  { step: 'patients', entry: 'Patients', heading: 'Patients' },
  { step: 'inventory', entry: 'Inventory', heading: 'Inventory' },
  { step: 'users', entry: 'Users', heading: 'Users' },
];
const PAGE_CHANGE = { step: 'page change', entry: 'Test Requests', path: '/tests' };
const DEEP_LINK = { step: 'deep link', path: '/patients' };
const STEPS = [
  { step: 'login', page: '/login', timing: 'navigation -> Sign In enabled' },
  { step: 'dashboard', page: '/dashboard', timing: 'click Sign In -> figures shown' },
  ...AREAS.map((a) => ({ step: a.step, page: `/${a.step}`, timing: `click ${a.entry} -> heading shown` })),
  { step: PAGE_CHANGE.step, page: PAGE_CHANGE.path, timing: `click ${PAGE_CHANGE.entry} (loaded area) -> first row` },
  { step: DEEP_LINK.step, page: DEEP_LINK.path, timing: 'signed in, empty cache: navigation -> first row' },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One journey in a fresh context: { step: { ms, files } }. */
async function journey(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
  try {
    const page = await context.newPage();
    await installProbe(page);
    const tracked = trackPage(page);
    const result = {};
    let before = [];
    const record = async (step, ms) => {
      await tracked.idle();
      const all = await tracked.files();
      result[step] = { ms, files: await tracked.files(before) };
      before = all;
    };
    await record('login', await openLogin(page, baseUrl));
    const toDashboard = await signIn(page, USER);
    await waitForChart(page); // the chart's chunks belong to the dashboard
    await record('dashboard', toDashboard);
    const [patients, ...otherAreas] = AREAS;
    await record(patients.step, await enterArea(page, patients.entry, patients.heading));
    await record(PAGE_CHANGE.step, await changePage(page, PAGE_CHANGE.entry, PAGE_CHANGE.path));
    for (const area of otherAreas) await record(area.step, await enterArea(page, area.entry, area.heading));
    result[DEEP_LINK.step] = await deepLink(browser, baseUrl, await context.storageState());
    return result;
  } finally {
    await context.close();
  }
}

/** A signed-in user opening a bookmark with an empty cache: { ms, files }. */
async function deepLink(browser, baseUrl, session) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 }, storageState: session });
  try {
    const page = await context.newPage();
    await installProbe(page);
    const tracked = trackPage(page);
    const ms = await openDeepLink(page, baseUrl, DEEP_LINK.path);
    await tracked.idle();
    return { ms, files: await tracked.files() };
  } finally {
    await context.close();
  }
}

/** The machine, and how busy it was (the load average before and after the runs: timings are wall-clock). */
function machine(chromiumVersion, loadBefore) {
  const free = spawnSync('free', ['-h'], { encoding: 'utf8' }).stdout?.split('\n')[1]?.split(/\s+/) ?? [];
  const load = (values) => values.map((v) => v.toFixed(2)).join(' ');
  return {
    nproc: os.availableParallelism?.() ?? os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memory: free.length > 6 ? `total ${free[1]}, available ${free[6]}` : `total ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    node: process.version,
    chromium: chromiumVersion,
    os: `${os.type()} ${os.release()}`,
    load_average_1_5_15min: { before: load(loadBefore), after: load(os.loadavg()) },
  };
}

if (process.env.BENCH_SKIP_BUILD !== '1' && !BENCH_URL) {
  console.log('Building (BENCH_SKIP_BUILD=1 skips this)…');
  const build = spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const loadBefore = os.loadavg();
if (!BENCH_URL) console.log('Starting the API (fresh embedded database) and the static server…');
const portal = BENCH_URL ? { baseUrl: BENCH_URL, stop: async () => undefined } : await startPortal({ api: true });
const runs = [];
let chromiumVersion;
try {
  const browser = await launchChromium();
  chromiumVersion = browser.version();
  try {
    for (let i = 0; i < RUNS; i++) {
      const run = await journey(browser, portal.baseUrl);
      runs.push(run);
      console.log(`run ${i + 1}/${RUNS}: ${STEPS.map((s) => `${s.step} ${Math.round(run[s.step].ms)} ms`).join(', ')}`);
    }
  } finally {
    await browser.close();
  }
} finally {
  await portal.stop();
}

const rows = STEPS.map(({ step, page, timing }) => {
  const gzip = median(runs.map((r) => sum(r[step].files)));
  const raw = median(runs.map((r) => sum(r[step].files, 'raw')));
  return { step, page, js_files: runs[0][step].files.length, js_gzip_bytes: gzip, js_raw_bytes: raw, timing, ms_median: Math.round(median(runs.map((r) => r[step].ms))), ms_runs: runs.map((r) => Math.round(r[step].ms)) };
});
let total = 0;
// the deep link starts over in its own context: its figure is everything it loaded
for (const row of rows) row.js_gzip_bytes_so_far = row.step === DEEP_LINK.step ? row.js_gzip_bytes : (total += row.js_gzip_bytes);

const header = ['page', 'JS added (gzip)', 'JS so far (gzip)', 'median ms', 'measured', 'runs (ms)'];
const lines = rows.map((r) => [r.page, kb(r.js_gzip_bytes), kb(r.js_gzip_bytes_so_far), String(r.ms_median), r.timing, r.ms_runs.join(' ')]);
const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
const format = (cells) => cells.map((c, i) => (i === 0 || i >= 4 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log(`\nWeb bench: ${BENCH_URL ? `the portal at ${BENCH_URL}` : 'production build'}, Chromium ${chromiumVersion}, median of ${RUNS} runs (fresh context each), load average ${os.loadavg()[0].toFixed(2)} on ${os.availableParallelism?.() ?? os.cpus().length} CPUs\n`);
console.log(format(header));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const l of lines) console.log(format(l));

const out = path.join(ROOT, 'bench-results', 'web.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
const results = {
  date: new Date().toISOString(),
  target: BENCH_URL ?? 'production build, served by the bench',
  machine: machine(chromiumVersion, loadBefore),
  runs: RUNS,
  user: USER,
  units: { bytes: 'gzip (zlib level 6) of each JavaScript response', ms: 'milliseconds, median of the runs' },
  steps: rows,
  files: Object.fromEntries(STEPS.map(({ step }) => [step, runs[0][step].files.map(({ url, raw, gzip }) => ({ url, raw, gzip }))])),
};
fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWritten to ${path.relative(ROOT, out)}`);
