import { expect, type Page } from '@playwright/test';

export class LandingPage {
  constructor(private readonly page: Page) {}
  async goto() {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  async startSignup() {
    await this.page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Sign up' })
      .click();
  }
}
