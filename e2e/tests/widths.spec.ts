import { expect, test, type Page } from '@playwright/test';
import { screenAndAxe } from '../support/screens';
import { signIn } from '../support/session';

// The screens a lab manager works in most, beyond the lists, are usable on a phone and a tablet as
// on a laptop: nothing wider than the screen, nothing cut off, and no serious axe finding.

const WIDTHS = [
  [1366, 768],
  [768, 1024],
  [390, 844],
] as const;

const pageOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const [width, height] of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a result: the detail with its values, flags and actions fits the screen', async ({ page }) => {
      await signIn(page, 'labuser@demo.lab');
      await page.goto('/results');
      await page.locator('main .ant-table-tbody tr.ant-table-row a').first().click();
      await expect(page).toHaveURL(/\/results\/\d+$/);
      await expect(page.getByRole('heading', { name: /^RES-\d+$/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /PDF/ }).first()).toBeVisible();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      await screenAndAxe(page, `result-detail-${width}`, `a result at ${width} px`);
    });

    test('the order form fits the screen', async ({ page }) => {
      await signIn(page, 'clinician@demo.lab');
      await page.goto('/tests/new');
      await expect(page.getByRole('heading', { name: 'New Test Request', exact: false })).toBeVisible();
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      await screenAndAxe(page, `order-form-${width}`, `the order form at ${width} px`);
    });
  });
}
