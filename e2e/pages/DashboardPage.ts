import { expect, type Page } from '@playwright/test';

export class DashboardPage {
  constructor(private readonly page: Page) {}

  async expectWelcome() {
    await expect(this.page).toHaveURL(/\/org\/[0-9a-f-]{36}\/account\/[0-9a-f-]{36}\/dashboard$/);
    await expect(this.page.getByRole('heading', { name: 'Welcome to Lantern !' })).toBeVisible();
    await expect(this.page.getByRole('button', { name: 'Create Your First Campaign' })).toBeVisible();
    for (const card of ['Track Performance', 'Analyze Competitors', 'Optimize Strategy']) {
      await expect(this.page.getByRole('heading', { name: card })).toBeVisible();
    }
    await expect(this.page.getByText('Start your journey to better visibility')).toBeVisible();
  }
  async signOut(fullName: string) {
    await this.page.getByRole('button', { name: fullName }).click();
    await this.page.getByRole('button', { name: 'Sign Out' }).click();
  }
}
