import { expect, type Page } from '@playwright/test';

/** /org/{orgId}/account/{accountId}/contact-support: a message to the support team. */
export class ContactSupportPage {
  constructor(private readonly page: Page) {}
  readonly subject = () => this.page.getByLabel('Subject');
  readonly message = () => this.page.getByLabel('Message');
  readonly send = () => this.page.getByRole('button', { name: 'Send message' });

  async expectLoaded() {
    await expect(this.page).toHaveURL(/\/contact-support$/);
    await expect(this.page.getByRole('heading', { name: 'How can we help?' })).toBeVisible();
    await expect(this.subject()).toBeVisible();
    await expect(this.message()).toBeVisible();
  }
  async submit(subject: string, message: string) {
    await this.subject().fill(subject);
    await this.message().fill(message);
    await this.send().click();
  }
}
