#!/usr/bin/env node
// Web bundle budgets, checked against the production build (run `pnpm build` first).
// Measured as the browser pays for them: the built portal is served the production way
// (scripts/serve-static.mjs, remotes on the host's origin) with the API on a fresh embedded
// database, Chromium loads it, and every JavaScript response is weighed gzip-compressed (zlib,
// level 6; 1 KB = 1000 bytes):
//   login  every .js the sign-in page loads until the network is quiet (entry, the chunks it
//          imports, the federation's shared chunks: all of it, measured, not inferred)
//   chart  the dashboard's chart code: the `chart-*` chunks (host/webpack.config.js names them)
//          the dashboard loads once signed in, until its chart is painted
// Also refused: the sign-in page loading chart code or any remote.
// Exit 1 with the figures when a budget is exceeded. Budgets: BUDGET_LOGIN_KB, BUDGET_CHART_KB.
//   node scripts/bench/check-budgets.mjs [--verbose]
import { installProbe, openLogin, signIn, waitForChart } from './lib/flows.mjs';
import { launchChromium, startPortal } from './lib/portal.mjs';
import { KB, kb, sum, trackPage } from './lib/scripts.mjs';

const BUDGETS = {
  login: Number(process.env.BUDGET_LOGIN_KB ?? 300),
  chart: Number(process.env.BUDGET_CHART_KB ?? 250),
};
const CHART_CHUNK = /^chart-/;
const DASHBOARD_USER = 'superadmin@demo.lab'; // sees every card and the trend chart
const verbose = process.argv.includes('--verbose');

function listFiles(title, files) {
  console.log(`  ${title}`);
  for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kb(f.gzip).padStart(9)} gzip ${kb(f.raw).padStart(10)} raw  ${f.url}`);
}

async function measure(baseUrl) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
    const page = await context.newPage();
    await installProbe(page);
    const tracked = trackPage(page);
    await openLogin(page, baseUrl);
    await tracked.idle();
    const login = await tracked.files();
    await signIn(page, DASHBOARD_USER);
    await waitForChart(page);
    await tracked.idle();
    const dashboard = await tracked.files(login);
    await context.close();
    return { login, dashboard, chart: dashboard.filter((f) => CHART_CHUNK.test(f.file)) };
  } finally {
    await browser.close();
  }
}

const portal = await startPortal({ api: true });
let result;
try {
  result = await measure(portal.baseUrl);
} finally {
  await portal.stop();
}

const failures = [];
const loginBytes = sum(result.login);
const chartBytes = sum(result.chart);
if (loginBytes > BUDGETS.login * KB) failures.push(`the sign-in page loads ${kb(loginBytes)} of JavaScript (gzip), over its budget of ${BUDGETS.login} KB`);
if (result.chart.length === 0) failures.push('the dashboard loaded no chart-* chunk: the chart code can no longer be told apart (see host/webpack.config.js)');
if (chartBytes > BUDGETS.chart * KB) failures.push(`the dashboard's chart code is ${kb(chartBytes)} (gzip), over its budget of ${BUDGETS.chart} KB`);
const heavyOnLogin = result.login.filter((f) => CHART_CHUNK.test(f.file) || f.url.startsWith('/remotes/'));
if (heavyOnLogin.length) failures.push(`the sign-in page loads chart or remote code: ${heavyOnLogin.map((f) => f.url).join(', ')}`);

const row = (label, bytes, budget) => `  ${label.padEnd(44)} ${kb(bytes).padStart(9)}   budget ${String(budget).padStart(3)} KB   ${bytes > budget * KB ? 'OVER' : 'ok'}`;
console.log('Web budgets: gzip JavaScript as Chromium loads the production build (1 KB = 1000 bytes)');
console.log(row(`Sign-in page, all JavaScript (${result.login.length} files)`, loginBytes, BUDGETS.login));
console.log(row(`Dashboard chart, chart-* (${result.chart.length} files)`, chartBytes, BUDGETS.chart));
console.log(`  (dashboard after sign-in, all new JavaScript: ${kb(sum(result.dashboard))} in ${result.dashboard.length} files)`);
if (verbose || failures.length) {
  listFiles('sign-in page:', result.login);
  listFiles('dashboard, after sign-in:', result.dashboard);
}
if (failures.length) {
  console.error(`\nBudget check failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('All web budgets met.');
