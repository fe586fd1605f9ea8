import { expect, type Page } from '@playwright/test';

/**
 * Clicks `option` in the antd select list that is open, once the list has settled (a click while
 * it still slides in can be lost on a busy machine), and waits for the list to close.
 */
export async function pickFromOpenList(page: Page, option: string): Promise<void> {
  const list = page.locator('.ant-select-dropdown:visible');
  await expect(list).not.toHaveClass(/ant-slide/);
  await list.getByTitle(option, { exact: true }).click();
  await expect(list).toHaveCount(0);
}
