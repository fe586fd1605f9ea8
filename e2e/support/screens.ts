import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

/**
 * Saves a full-page screenshot of the loaded screen (no spinner, no table still fading back from
 * its loading blur: the opacity eases over 0.3 s) under test-results/screens/{name}.png, then
 * checks it with axe.
 */
export async function screenAndAxe(page: Page, name: string, what: string): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator('.ant-spin-spinning, .ant-spin-blur')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => Array.from(document.querySelectorAll('.ant-spin-container')).every((e) => getComputedStyle(e).opacity === '1'))).toBe(true);
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
  await expectNoSeriousA11yViolations(page, what);
}
