import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  BREAKING_CLINICAL_VERSION,
  CLINICAL_VERSION,
  editRegistry,
  isProdTarget,
  NEXT_CLINICAL_VERSION,
  registryLog,
  remotesUse,
  restartProd,
} from '../support/prod-portal';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_PASSWORD } from '../pages/LoginPage';
import { BASE_URL } from '../support/portal';
import { signIn } from '../support/session';
import { saveScreen } from '../support/screens';

// Production mode only: the remotes are served from versioned folders and the registry lives on
// their volume, which the ordinary e2e portal (one build per remote, a fixed registry) does not
// have. Skipped there; .ci/run's step "Production mode" runs it with E2E_TARGET=prod against
// `pnpm start:prod` (`--grep @smoke`), so every CI run runs it once.
test.skip(!isProdTarget(), 'runs against pnpm start:prod (E2E_TARGET=prod): .ci/run step "Production mode"');

/** Content-Security-Policy refusals the page reports. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

const clinicalArea = (page: Page) => page.locator('[data-remote-version]').first();

/** A fresh browser signed in as `email`, on the patients list (the clinical remote). */
async function onPatients(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await signIn(page, email);
  await page.goto('/patients');
  await expect(page.getByRole('heading', { level: 2, name: /^(My )?Patients$/ })).toBeVisible(); // a clinician's are "My Patients"
  return page;
}

test('production headers, and no source maps in public', { tag: '@smoke' }, async ({ request }) => {
  const headers = (await request.get('/')).headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect((await request.get('/remotes.json')).headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/remotes.json', { headers: { 'x-forwarded-proto': 'https' } })).headers()['strict-transport-security']).toContain('max-age=');
  const registry = await (await request.get('/remotes.json')).json();
  expect(registry.clinical).toEqual({ entry: `/remotes/clinical/${CLINICAL_VERSION}/mf-manifest.json`, version: CLINICAL_VERSION });
  const manifest = await request.get(registry.clinical.entry);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const entryJs: string = (await manifest.json()).metaData.remoteEntry.name;
  expect((await request.get(`/remotes/clinical/${CLINICAL_VERSION}/${entryJs}`)).headers()['cache-control']).toBe('no-cache');
  expect((await request.get(`/remotes/clinical/${CLINICAL_VERSION}/${entryJs}.map`)).status()).toBe(404);
  const meta = await request.get(`/remotes/clinical/${CLINICAL_VERSION}/remote-meta.json`);
  expect(meta.headers()['cache-control']).toBe('no-cache');
  expect(await meta.json()).toMatchObject({ remote: 'clinical', version: CLINICAL_VERSION, contract: '1.0.0' });
  // the registry's file and its log stay off the web: only the version folders are served
  expect((await request.get('/remotes/registry-log.jsonl')).status()).toBe(404);
});

test('the clinical remote switched, canaried, refused and rolled back while the host runs', { tag: '@smoke' }, async ({ browser, request }) => {
  expect(remotesUse('clinical', CLINICAL_VERSION)).toMatchObject({ status: 0 }); // where a first attempt may have left it
  const clinician = await onPatients(browser, 'clinician@demo.lab'); // St Mary's
  const violations = cspViolations(clinician);
  await expect(clinicalArea(clinician)).toHaveAttribute('data-remote-version', CLINICAL_VERSION);

  // switched: the open page keeps running what it loaded and offers a reload; the reload runs the new one
  expect(remotesUse('clinical', NEXT_CLINICAL_VERSION)).toMatchObject({ status: 0 });
  expect((await (await request.get('/remotes.json')).json()).clinical.version).toBe(NEXT_CLINICAL_VERSION);
  await clinician.getByRole('link', { name: 'Test Requests' }).click();
  const notice = clinician.getByRole('status').filter({ hasText: 'A new version of this portal is ready' });
  await expect(notice).toHaveText(`A new version of this portal is ready (clinical ${NEXT_CLINICAL_VERSION}). Reload when you have saved your work.Reload`);
  await expect(clinicalArea(clinician)).toHaveAttribute('data-remote-version', CLINICAL_VERSION);
  await expectNoSeriousA11yViolations(clinician, 'newer version notice');
  await saveScreen(clinician, 'remote-newer-version');
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(clinicalArea(clinician)).toHaveAttribute('data-remote-version', NEXT_CLINICAL_VERSION);
  await expect(notice).toHaveCount(0);

  // a canary: Riverside's users on the new version, everyone else back on the old one
  expect(remotesUse('clinical', CLINICAL_VERSION)).toMatchObject({ status: 0 });
  const riversideId = String((await (await request.post('/api/auth/login', { data: { email: 'instadmin.b@demo.lab', password: DEMO_PASSWORD } })).json()).user.institution_ids[0]);
  expect(remotesUse('clinical', NEXT_CLINICAL_VERSION, '--canary', '--institutions', riversideId)).toMatchObject({ status: 0 });
  const riverside = await onPatients(browser, 'instadmin.b@demo.lab');
  await expect(clinicalArea(riverside)).toHaveAttribute('data-remote-version', NEXT_CLINICAL_VERSION);
  await clinician.reload();
  await expect(clinicalArea(clinician)).toHaveAttribute('data-remote-version', CLINICAL_VERSION);
  const stMarysOther = await onPatients(browser, 'instadmin@demo.lab');
  await expect(clinicalArea(stMarysOther)).toHaveAttribute('data-remote-version', CLINICAL_VERSION);
  // the Platform page shows both populations and every published version with its compatibility
  const operator = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await signIn(operator, 'superadmin@demo.lab');
  await operator.goto('/platform');
  const clinicalRow = operator.getByRole('region', { name: 'Remotes' }).getByRole('row').filter({ has: operator.getByRole('cell', { name: 'clinical', exact: true }) });
  await expect(clinicalRow).toContainText(`${CLINICAL_VERSION}Compatible`);
  await expect(clinicalRow).toContainText(`${NEXT_CLINICAL_VERSION} for institutions ${riversideId}`);
  await expect(clinicalRow).toContainText(`${BREAKING_CLINICAL_VERSION}Needs contract 2.0.0`);
  await expect(clinicalRow).toContainText(`${NEXT_CLINICAL_VERSION}Compatible`);
  await saveScreen(operator, 'platform-canary', { fullPage: true });

  // a build against another platform contract: the tool refuses it; put in by hand, the area shows
  // a card naming both contracts and the rest of the portal works
  const refused = remotesUse('clinical', BREAKING_CLINICAL_VERSION);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain(`clinical ${BREAKING_CLINICAL_VERSION} needs platform contract 2.0.0; the host provides 1.0.0`);
  editRegistry('clinical', { entry: `/remotes/clinical/${BREAKING_CLINICAL_VERSION}/mf-manifest.json`, version: BREAKING_CLINICAL_VERSION });
  await clinician.goto('/patients');
  await expect(clinician.getByText('This section is temporarily unavailable')).toBeVisible();
  await expect(clinician.getByText(`Patients ${BREAKING_CLINICAL_VERSION} needs platform contract 2.0.0; this portal provides 1.0.0. The rest of the portal keeps working.`)).toBeVisible();
  await saveScreen(clinician, 'remote-incompatible');
  await expectNoSeriousA11yViolations(clinician, 'incompatible remote card');
  await clinician.getByRole('link', { name: 'Dashboard' }).click();
  await expect(clinician.getByRole('heading', { level: 2, name: 'Clinical Dashboard' })).toBeVisible();

  // a restart keeps the registry as it stands (no variable names clinical); rolling back is one more switch
  await restartProd();
  await clinician.goto('/patients');
  await expect(clinician.getByText('This section is temporarily unavailable')).toBeVisible();
  expect(remotesUse('clinical', CLINICAL_VERSION)).toMatchObject({ status: 0 });
  await clinician.reload();
  await expect(clinicalArea(clinician)).toHaveAttribute('data-remote-version', CLINICAL_VERSION);
  expect(registryLog().filter((change) => change.by === 'e2e').map((change) => change.to).slice(-4)).toEqual([
    NEXT_CLINICAL_VERSION,
    CLINICAL_VERSION,
    `${CLINICAL_VERSION}, canary ${NEXT_CLINICAL_VERSION} for institutions ${riversideId}`,
    CLINICAL_VERSION,
  ]);
  expect(violations).toEqual([]);
});
