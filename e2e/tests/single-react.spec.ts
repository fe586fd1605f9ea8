import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { ShellPage } from '../pages/ShellPage';

// Every react-dom copy that loads registers itself with the devtools hook; we count them.
const COUNT_RENDERERS = () => {
  const renderers = new Map<number, unknown>();
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    isDisabled: false,
    inject(renderer: unknown) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    checkDCE() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
  };
};

test('host and all three remotes run on exactly one copy of React', async ({ page }) => {
  await page.addInitScript(COUNT_RENDERERS);
  const login = new LoginPage(page);
  const shell = new ShellPage(page);
  await login.open();
  await login.signIn('superadmin@demo.lab');
  for (const [entry, heading] of [['Test Results', 'Test Results'], ['Fulfillment', 'Fulfillment'], ['Institutions', 'Institutions']] as const) {
    await shell.goTo(entry);
    await expect(shell.heading(heading)).toBeVisible();
  }
  const copies = await page.evaluate(() => (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size);
  expect(copies).toBe(1);
  // a remote's nested route under the host's router
  await page.goto('/cms/cron-monitoring');
  await expect(page.getByText('Cron Job Monitoring')).toBeVisible();
});
