// The steps both web scripts drive in Chromium, and the in-page probe that times them: the moment
// (performance.now(), milliseconds since the navigation started) each milestone first appears in
// the DOM, seen by a MutationObserver, and the moment of every click.
import { DEMO_PASSWORD } from './portal.mjs';

/** Runs in the page before any of its scripts (page.addInitScript). */
function probe() {
  const marks = {};
  const clicks = [];
  const mark = (name) => {
    if (!(name in marks)) marks[name] = performance.now();
  };
  const check = () => {
    const signIn = [...document.querySelectorAll('button[type="submit"]')].find((b) => b.textContent.trim() === 'Sign In' && !b.disabled);
    if (signIn) mark('login-ready');
    if (document.querySelector('.ant-statistic-content-value')) mark('dashboard-figures');
    for (const heading of document.querySelectorAll('h1, h2, h3')) mark(`heading:${heading.textContent.trim()}`);
    // a list's content: its first data row, per page path
    if (document.querySelector('.ant-table-row')) mark(`rows:${location.pathname}`);
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['disabled'] });
  addEventListener('click', (event) => clicks.push({ time: performance.now(), text: (event.target.closest?.('a, button')?.textContent ?? '').trim() }), true);
  window.__bench = { marks, clicks };
}

export const installProbe = (page) => page.addInitScript(probe);

/** Waits until the probe has seen `name`; returns its time. */
export async function markTime(page, name, timeout = 60_000) {
  const handle = await page.waitForFunction((n) => window.__bench?.marks[n], name, { timeout, polling: 50 });
  return handle.jsonValue();
}

/** The time of the last click on an element whose text is `text`. */
export function clickTime(page, text) {
  return page.evaluate((t) => window.__bench.clicks.filter((c) => c.text === t).at(-1)?.time, text);
}

/** Opens /login; resolves with the ms from navigation to an enabled Sign In button. */
export async function openLogin(page, baseUrl) {
  await page.goto(`${baseUrl}/login`);
  return markTime(page, 'login-ready');
}

/** Signs in from the open sign-in page; resolves with the ms from the click to the dashboard's figures. */
export async function signIn(page, email) {
  await page.getByPlaceholder('Enter your email').fill(email);
  await page.getByPlaceholder('Enter your password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const figures = await markTime(page, 'dashboard-figures');
  return figures - (await clickTime(page, 'Sign In'));
}

/** Waits until the dashboard's trend chart has painted its canvas (a few hundred non-blank pixels). */
export async function waitForChart(page, timeout = 60_000) {
  await page.waitForFunction(
    () => {
      const canvas = document.querySelector('[aria-label="Test Request Trends"] canvas');
      const context = canvas?.getContext('2d');
      if (!context || !canvas.width) return false;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let painted = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted++;
      return painted > 500;
    },
    undefined,
    { timeout, polling: 100 },
  );
}

/** Clicks a side-navigation entry; resolves with the ms from the click to the area's heading. */
export async function enterArea(page, entry, heading) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: entry, exact: true }).click();
  const seen = await markTime(page, `heading:${heading}`);
  return seen - (await clickTime(page, entry));
}

/** Clicks a side-navigation entry of an area already loaded; resolves with the ms from the click to the page's first list row. */
export async function changePage(page, entry, pathname) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: entry, exact: true }).click();
  const seen = await markTime(page, `rows:${pathname}`);
  return seen - (await clickTime(page, entry));
}

/** Opens `pathname` in the page (a cold deep link when its context is new); resolves with the ms from navigation start to its first list row. */
export async function openDeepLink(page, baseUrl, pathname) {
  await page.goto(`${baseUrl}${pathname}`);
  return markTime(page, `rows:${pathname}`);
}
