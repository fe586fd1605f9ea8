import { expect, type Page } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';

/** Signs in through the sign-in page and waits for the dashboard. */
export async function signIn(page: Page, email: string, password?: string): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The open dialog once antd's zoom-in is over: a click during it can be lost. */
export async function settledDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/ant-zoom/);
  return dialog;
}

/** The open dropdown menu once antd's slide-in is over: a click on an item during it can be lost. */
export async function settledMenu(page: Page) {
  const dropdown = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await expect(dropdown).toBeVisible();
  await expect(dropdown).not.toHaveClass(/ant-slide-up/);
  return dropdown.getByRole('menu');
}
