import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@12345';

export class LoginPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/login');
    await expect(this.page.getByText('Healthcare Lab Management SaaS Platform')).toBeVisible();
  }

  async signIn(email: string, password = DEMO_PASSWORD) {
    await this.page.getByPlaceholder('Enter your email').fill(email);
    await this.page.getByPlaceholder('Enter your password').fill(password);
    await this.page.getByRole('button', { name: 'Sign In' }).click();
  }

  failureBanner() {
    return this.page.getByRole('alert');
  }
}
