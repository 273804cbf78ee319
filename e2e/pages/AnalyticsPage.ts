import { expect, type Locator, type Page } from '@playwright/test';
import { expectAxeClean } from '../support/axe';

/** The analytics page of one campaign: tabs, date range, overview, charts, sources and answers drawer. */
export class AnalyticsPage {
  constructor(private readonly page: Page) {}

  async goto(orgId: string, accountId: string, campaignId: string, tab = 'all') {
    await this.page.goto(`/org/${orgId}/account/${accountId}/analytics/${campaignId}/${tab}`);
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name });
  }
  range(label: string): Locator {
    return this.page.getByRole('group', { name: 'Date range' }).getByRole('button', { name: label });
  }
  table(name: string): Locator {
    return this.page.getByRole('table', { name });
  }
  figure(name: string): Locator {
    return this.page.getByRole('figure', { name });
  }
  get drawer(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Every chart drew something (an SVG path) and offers its table view. */
  async expectChartsDrawn() {
    for (const name of [
      'Share of voice over time',
      'Visibility over time',
      'Sentiment per brand',
      'Position distribution',
    ]) {
      const figure = this.figure(name);
      await expect(figure).toBeVisible();
      await expect(figure.locator('svg').first()).toBeVisible();
      // (Drawn, not necessarily of any height: a brand at 0 % on every run is a flat line, which the
      // browser reports as hidden.)
      await expect(figure.locator('svg path.recharts-curve, svg path.recharts-rectangle')).not.toHaveCount(0);
      await expect(figure.getByRole('button', { name: 'Show table' })).toBeVisible();
    }
  }

  /** axe (WCAG 2 A and AA): no serious or critical violation on what the page shows now. */
  async expectAccessible() {
    await expectAxeClean(this.page, 'analytics');
  }
}
