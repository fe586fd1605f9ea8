import { expect, type Page } from '@playwright/test';

/**
 * Clicks `option` in the antd select list that is open, once the list has settled (a click while
 * it still slides in can be lost on a busy machine). A multiple select keeps its list open.
 */
export async function clickOpenListOption(page: Page, option: string): Promise<void> {
  const list = page.locator('.ant-select-dropdown:visible');
  await expect(list).not.toHaveClass(/ant-slide/);
  await list.getByTitle(option, { exact: true }).click();
}

/** Picks `option` of a single select whose list is open (clickOpenListOption) and waits for the list to close. */
export async function pickFromOpenList(page: Page, option: string): Promise<void> {
  await clickOpenListOption(page, option);
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}
