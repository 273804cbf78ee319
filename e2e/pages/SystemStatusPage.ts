import type { Page } from '@playwright/test';

/** /system-status: the services and one card per AI platform. */
export class SystemStatusPage {
  constructor(private readonly page: Page) {}

  readonly banner = () => this.page.getByRole('status').filter({ hasText: 'Last checked' });
  readonly platform = (label: string) => this.page.getByRole('listitem', { name: label, exact: true });
}
