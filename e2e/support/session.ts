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
