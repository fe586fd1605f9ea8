import { expect, type Page } from '@playwright/test';

export class ShellPage {
  constructor(private readonly page: Page) {}

  nav() {
    return this.page.getByRole('navigation', { name: 'Main navigation' });
  }

  async navEntryNames(): Promise<string[]> {
    const items = this.nav().getByRole('menuitem');
    await expect(items.first()).toBeVisible();
    return (await items.allInnerTexts()).map((t) => t.trim());
  }

  async goTo(entry: string) {
    await this.nav().getByRole('link', { name: entry, exact: true }).click();
  }

  async expectGreeting(firstName: string) {
    await expect(this.page.getByText(`Welcome back, ${firstName}`, { exact: true })).toBeVisible();
  }

  async signOut() {
    await this.page.getByRole('button', { name: 'User menu' }).click();
    await this.page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(this.page).toHaveURL(/\/login$/);
  }

  heading(text: string) {
    return this.page.getByRole('heading', { name: text, exact: true });
  }
}
