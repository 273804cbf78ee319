import { expect, type Page } from '@playwright/test';

/** /forgot-password: asks for an email, then says 'Check your email'. */
export class ForgotPasswordPage {
  constructor(
    private readonly page: Page,
    private readonly origin = '',
  ) {}
  readonly email = () => this.page.getByLabel('Email');
  readonly submit = () => this.page.getByRole('button', { name: 'Send Reset Link' });

  async goto() {
    await this.page.goto(`${this.origin}/forgot-password`);
    await expect(this.page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  }
  async request(email: string) {
    // (On a loaded machine the form can render once more right after the first fill and drop the
    // value, so the submit found "Email is required": fill until the field holds it.)
    await expect(async () => {
      await this.email().fill(email);
      await expect(this.email()).toHaveValue(email, { timeout: 1_000 });
    }).toPass();
    await this.submit().click();
  }
  async expectSent() {
    await expect(this.page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(
      this.page.getByText('If an account with this email exists, a password reset link has been sent...'),
    ).toBeVisible();
    await expect(this.page.getByRole('button', { name: 'Back to Sign In' })).toBeVisible();
  }
}
