import { expect, type Page } from '@playwright/test';

export class LoginPage {
  /** `origin` points at another instance of the app (e.g. http://localhost:8124); '' = baseURL. */
  constructor(
    private readonly page: Page,
    private readonly origin = '',
  ) {}
  readonly email = () => this.page.getByLabel('Email');
  readonly password = () => this.page.getByLabel('Password', { exact: true });
  readonly submit = () => this.page.getByRole('button', { name: 'Sign In' });

  async goto() {
    await this.page.goto(`${this.origin}/login`);
    await expect(this.email()).toBeVisible();
  }
  async expectLoaded() {
    await expect(this.page).toHaveURL(/\/login$/);
    await expect(this.page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
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
