import { expect, type Page } from '@playwright/test';

/** /reset-password?token=...&email=...: the form opened from the emailed link. */
export class ResetPasswordPage {
  constructor(private readonly page: Page) {}
  readonly email = () => this.page.getByLabel('Email');
  readonly newPassword = () => this.page.getByLabel('New Password', { exact: true });
  readonly confirmPassword = () => this.page.getByLabel('Confirm Password', { exact: true });
  readonly submit = () => this.page.getByRole('button', { name: 'Reset Password' });

  /** Opens a full URL (the mail's link). */
  async open(url: string) {
    await this.page.goto(url);
  }
  async expectForm(email: string) {
    await expect(this.page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(this.email()).toHaveValue(email);
    await expect(this.email()).not.toBeEditable();
  }
  async reset(password: string) {
    await this.newPassword().fill(password);
    await this.confirmPassword().fill(password);
    await this.submit().click();
  }
  async expectDone() {
    await expect(this.page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
  }
  async continueToSignIn() {
    await this.page.getByRole('button', { name: 'Sign In' }).click();
  }
  async expectInvalidLink() {
    await expect(this.page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    await expect(
      this.page.getByText(
        'This password reset link is invalid or has expired. Please request a new password reset.',
      ),
    ).toBeVisible();
    await expect(this.newPassword()).toHaveCount(0);
  }
}
