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

/** Whether a frame of the page comes from another origin (an opaque one, a data: URL, counts as other; a blank one does not). */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().some((frame) => {
    const url = frame.url();
    return url !== '' && !url.startsWith('about:') && new URL(url).origin !== origin;
  });
}

/**
 * axe-core on the page as it stands. The builder's default runs each frame's part and then opens a
 * new blank page to merge them, which only frames from other origins need: a check of a list screen
 * here took 3.4 s that way (3.5 CPU-s, the partial results crossing to the test runner and back)
 * and 1.7 s (2.2 CPU-s) with axe run in the page itself, the builder's legacy mode, which still
 * enters same-origin frames. The portal has no frame from another origin; a page that had one
 * would be checked the default way (docs/development.md: both ways compared on every check).
 */
function axeOn(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  return hasCrossOriginFrame(page) ? builder : builder.setLegacyMode();
}

/** Runs axe-core on the page once its transitions have settled and fails on any serious or critical violation, naming them. */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  await transitionsSettled(page);
  const result = await axeOn(page).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}) e.g. ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `accessibility of ${screen}`).toEqual([]);
}
