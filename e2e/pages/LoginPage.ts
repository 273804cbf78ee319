import { expect, type Page } from '@playwright/test';

export class LoginPage {
  constructor(private readonly page: Page) {}
  readonly email = () => this.page.getByLabel('Email');
  readonly password = () => this.page.getByLabel('Password', { exact: true });
  readonly submit = () => this.page.getByRole('button', { name: 'Sign In' });

  async goto() {
    await this.page.goto('/login');
    await expect(this.email()).toBeVisible();
  }
  async signIn(email: string, password: string) {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.submit().click();
  }
  async expectError(text: string) {
    await expect(this.page.getByRole('alert').filter({ hasText: text })).toBeVisible();
  }
}
