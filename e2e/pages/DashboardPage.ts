import { expect, type Page } from '@playwright/test';

export interface DashboardFigures {
  test_requests?: { total: number };
  patients?: { total: number };
  results?: { completed: number };
  fulfillment?: { pending: number };
  institutions?: { active: number };
  clinicians?: { total: number };
  test_trends?: { date: string; count: number }[];
  recent_activity?: unknown[];
}

export class DashboardPage {
  constructor(private readonly page: Page) {}

  /** What the API answers the signed-in user, through the portal's own proxy and token. */
  async figuresFromApi(timeframe: 7 | 30 | 90 = 30, superAdmin = false): Promise<DashboardFigures> {
    const token = await this.page.evaluate(() => localStorage.getItem('authToken'));
    const res = await this.page.request.get(`/api/analytics/dashboard?timeframe=${timeframe}&activity_filter=all&include_user_activity=${superAdmin}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
    return (await res.json()) as DashboardFigures;
  }

  card(title: string) {
    return this.page.getByLabel(title, { exact: true }).filter({ has: this.page.locator('.ant-statistic') });
  }

  /** The card titles in page order. */
  async cardTitles(): Promise<string[]> {
    await expect(this.page.locator('.ant-statistic').first()).toBeVisible();
    return this.page.locator('.ant-statistic-title').allInnerTexts();
  }

  async cardValue(title: string): Promise<number> {
    const text = await this.card(title).locator('.ant-statistic-content-value').innerText();
    return Number(text.replace(/[^0-9]/g, ''));
  }

  async chooseTimeframe(label: 'Last 7 days' | 'Last 30 days' | 'Last 90 days') {
    await this.page.getByRole('radiogroup', { name: 'Time frame' }).getByText(label, { exact: true }).click();
  }

  trends() {
    return this.page.getByRole('list', { name: 'Test requests per day' }).getByRole('listitem');
  }

  recentActivityItems() {
    return this.page.getByRole('region', { name: 'Recent activity' }).locator('.ant-list-item');
  }
}
