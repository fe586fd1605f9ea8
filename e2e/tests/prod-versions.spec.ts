import { expect, test, type Page } from '@playwright/test';
import { ADMIN_VERSION, isProdTarget, NEXT_ADMIN_VERSION, restartProdWithAdminVersion } from '../support/prod-portal';
import { signIn } from '../support/session';

// Production mode only: the remotes are served from versioned folders and the registry comes from
// the environment, which the ordinary e2e portal (one build per remote, a fixed registry) does not
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

const adminArea = (page: Page) => page.locator('[data-remote-version]').first();

test('switching the admin remote to another published version changes the area, without a rebuild', { tag: '@smoke' }, async ({ page, request }) => {
  const headers = (await request.get('/')).headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect((await request.get('/remotes.json')).headers()['cache-control']).toBe('no-cache');
  expect((await request.get('/remotes.json', { headers: { 'x-forwarded-proto': 'https' } })).headers()['strict-transport-security']).toContain('max-age=');
  const registry = await (await request.get('/remotes.json')).json();
  expect(registry.admin).toEqual({ entry: `/remotes/admin/${ADMIN_VERSION}/mf-manifest.json`, version: ADMIN_VERSION });
  // no source maps in public
  const manifest = await (await request.get(registry.admin.entry)).json();
  const entryJs: string = manifest.metaData.remoteEntry.name;
  expect((await request.get(`/remotes/admin/${ADMIN_VERSION}/${entryJs}.map`)).status()).toBe(404);

  const violations = cspViolations(page);
  await signIn(page, 'superadmin@demo.lab');
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
  await expect(adminArea(page)).toHaveAttribute('data-remote-version', ADMIN_VERSION);

  await restartProdWithAdminVersion(NEXT_ADMIN_VERSION);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
  await expect(adminArea(page)).toHaveAttribute('data-remote-version', NEXT_ADMIN_VERSION);
  expect((await (await request.get('/remotes.json')).json()).admin.version).toBe(NEXT_ADMIN_VERSION);

  // a version that was never published: that area shows its fallback card, the rest works
  await restartProdWithAdminVersion('0.0.0-missing');
  await page.goto('/users');
  await expect(page.getByText('This section is temporarily unavailable')).toBeVisible({ timeout: 30_000 });
  await page.goto('/patients');
  await expect(page.getByRole('heading', { name: 'Patients' })).toBeVisible();

  // rolling back is the same change
  await restartProdWithAdminVersion(ADMIN_VERSION);
  await page.goto('/users');
  await expect(adminArea(page)).toHaveAttribute('data-remote-version', ADMIN_VERSION);
  expect(violations).toEqual([]);
});
