import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

/** Where the run keeps what it saved for a person to look at (screenshots, downloaded PDFs). */
export const SCREENS = 'test-results/screens';
const SCREENSHOTS = process.env.E2E_SCREENSHOTS !== '0';

/**
 * Saves a screenshot of the page under test-results/screens/{name}.png, for a person to look at
 * what a test reached. Not with E2E_SCREENSHOTS=0 (CI sets it: nobody looks at them there, and a
 * full page costs Chromium about a CPU-second); a failed test's own screenshot is kept either way
 * (playwright.config.ts). Nothing a test checks is read from these.
 */
export async function saveScreen(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: `${SCREENS}/${name}.png`, ...options });
}

/** A PDF's pages as PNG (pdftoppm with `options`: resolution, pages) under the same name, to look at; not with E2E_SCREENSHOTS=0. */
export function savePdfPicture(pdf: string, name: string, options: string[]): void {
  if (!SCREENSHOTS) return;
  execFileSync('pdftoppm', ['-png', ...options, pdf, `${SCREENS}/${name}`]);
}

/**
 * Saves a full-page screenshot of the loaded screen (no spinner, no table still fading back from
 * its loading blur: the opacity eases over 0.3 s) under test-results/screens/{name}.png, then
 * checks it with axe.
 */
export async function screenAndAxe(page: Page, name: string, what: string): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator('.ant-spin-spinning, .ant-spin-blur')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => Array.from(document.querySelectorAll('.ant-spin-container')).every((e) => getComputedStyle(e).opacity === '1'))).toBe(true);
  await saveScreen(page, name, { fullPage: true });
  await expectNoSeriousA11yViolations(page, what);
}
