import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';

test('Sign Out ends the session on the server: the old token is refused afterwards', async ({ page }) => {
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  await login.open();
  await login.signIn('labuser@demo.lab');
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(token).toBeTruthy();
  const withToken = { headers: { authorization: `Bearer ${token}` } };
  expect((await page.request.get('/api/auth/profile', withToken)).status()).toBe(200);

  await shell.signOut();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  const after = await page.request.get('/api/auth/profile', withToken);
  expect(after.status()).toBe(401);
  expect(await after.json()).toEqual({ error: 'Your session has expired. Please sign in again.' });
});
