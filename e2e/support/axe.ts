import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, as the portal promises. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits (up to 5 s) for the page's finite CSS transitions and animations to end: axe reads colours
 * as they are painted, and a button caught midway through antd's colour transition (disabled to
 * enabled, hover to rest) reads as low contrast. Endless ones (a skeleton's shimmer) are not waited for.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || !Number.isFinite(Number(a.effect?.getComputedTiming().endTime))),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => console.warn('axe: CSS transitions were still running after 5 s; checking the page as it stands'));
}

/** Runs axe-core on the page once its transitions have settled and fails on any serious or critical violation, naming them. */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  await transitionsSettled(page);
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}) e.g. ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `accessibility of ${screen}`).toEqual([]);
}
