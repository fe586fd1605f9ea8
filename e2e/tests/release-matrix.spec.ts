import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CLINICAL_VERSION, isProdTarget, PREVIOUS_RELEASE, remotesUse, restartProd } from '../support/prod-portal';
import { ROOT } from '../support/portal';
import { signIn } from '../support/session';

// The last release against this commit, both ways (.ci/run builds the newest release in
// releases.json before this commit: scripts/ci/build-previous-release.sh). Its remotes are
// published as version <version>.
// Only in production mode with that build at hand: .ci/run's step "Production mode" always has both.
test.skip(!isProdTarget() || !PREVIOUS_RELEASE, 'runs in .ci/run step "Production mode", with the previous release built (E2E_PREVIOUS_RELEASE)');

const REMOTES = ['clinical', 'logistics', 'admin'];
/** One area of each remote, and the heading a super_admin sees there. */
const AREAS: Array<[string, string, RegExp]> = [
  ['clinical', '/patients', /^Patients$/],
  ['logistics', '/inventory', /^Inventory/],
  ['admin', '/users', /^Users$/],
];

/** Opens one area of each remote and checks it runs `version` (and not the fallback card). */
async function everyRemoteRuns(page: Page, version: (remote: string) => string) {
  for (const [remote, where, heading] of AREAS) {
    await page.goto(where);
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.locator('[data-remote-version]').first()).toHaveAttribute('data-remote-version', version(remote));
    await expect(page.getByText('This section is temporarily unavailable')).toHaveCount(0);
  }
}

test('the last release and this one run together, both ways', { tag: '@smoke' }, async ({ page, request }) => {
  const previous = PREVIOUS_RELEASE!;
  const current = (remote: string) => JSON.parse(fs.readFileSync(path.join(ROOT, `remote-${remote}`, 'package.json'), 'utf8')).version as string;

  // this host with the last release's remotes: switched while it runs, checked like any switch
  for (const remote of REMOTES) expect(remotesUse(remote, previous.tag)).toMatchObject({ status: 0 });
  await signIn(page, 'superadmin@demo.lab');
  await everyRemoteRuns(page, () => previous.tag);

  // the last release's host with this commit's remotes
  for (const remote of REMOTES) expect(remotesUse(remote, current(remote))).toMatchObject({ status: 0 });
  await restartProd('', path.join(previous.dir, 'host', 'dist'));
  expect(await (await request.get('/platform.json')).json()).toEqual(JSON.parse(fs.readFileSync(path.join(previous.dir, 'host', 'dist', 'platform.json'), 'utf8')));
  await page.reload();
  await everyRemoteRuns(page, current);
  expect(current('clinical')).toBe(CLINICAL_VERSION);

  // and back to this commit's host for the rest of the run
  await restartProd();
});
