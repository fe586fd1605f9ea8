import { expect, test, type Page } from '@playwright/test';
import { ShellPage } from '../pages/ShellPage';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { BASE_URL, PORTS } from '../support/portal';
import { signIn } from '../support/session';

// One origin: the registry names remotes by same-origin paths (/remotes/NAME/mf-manifest.json)
// and the host's server proxies them, so the portal works whatever host name the browser used.

const isRemoteEntry = (url: string) => /\/(mf-manifest\.json|remoteEntry\.js)([?#]|$)/.test(url);

/** Every URL the page requests from now on. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** The remote's manifest and container, and one of its chunks, came from the page's own origin. */
function expectRemoteLoadedFromOwnOrigin(requests: string[], origin: string, remote: string) {
  const entries = requests.filter(isRemoteEntry);
  expect(entries.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  expect(entries).toContain(`${origin}/remotes/${remote}/mf-manifest.json`);
  expect(entries).toContain(`${origin}/remotes/${remote}/remoteEntry.js`);
  // the remote's chunks resolve relative to its path on this origin
  expect(requests.some((url) => url.startsWith(`${origin}/remotes/${remote}/`) && url.endsWith('.js') && !isRemoteEntry(url))).toBe(true);
}

test('the portal loads its remotes from its own origin at 127.0.0.1 and at localhost', async ({ page, browser }) => {
  const requests = recordRequests(page);
  await signIn(page, 'superadmin@demo.lab');
  expect(new URL(page.url()).origin).toBe(BASE_URL);
  const shell = new ShellPage(page);
  await shell.goTo('Patients');
  await expect(page).toHaveURL(/\/patients$/);
  await expect(shell.heading('Patients')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expectRemoteLoadedFromOwnOrigin(requests, BASE_URL, 'clinical');

  await expectNoSeriousA11yViolations(page, 'the patients list');

  // the same portal by another host name, in a fresh browser context
  const localhost = `http://localhost:${PORTS.host}`;
  const context = await browser.newContext({ baseURL: localhost });
  try {
    const other = await context.newPage();
    const otherRequests = recordRequests(other);
    await signIn(other, 'superadmin@demo.lab');
    await new ShellPage(other).goTo('Inventory');
    await expect(new ShellPage(other).heading('Inventory')).toBeVisible();
    await expect(other.getByText('This section is temporarily unavailable')).toHaveCount(0);
    expectRemoteLoadedFromOwnOrigin(otherRequests, localhost, 'logistics');
  } finally {
    await context.close();
  }
});
