import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Runs axe (WCAG 2 A and AA rules) on what the page shows now and expects no serious or critical
 * violation (a soft assertion: later scans of the same test still run). Each is reported with its rule,
 * targets and failure summary; with `testInfo` the full list, whatever the impact, is attached.
 * `include` limits the scan to a part of the page (e.g. an open dialog).
 */
export async function expectAxeClean(
  page: Page,
  label: string,
  { include, testInfo }: { include?: string; testInfo?: TestInfo } = {},
): Promise<void> {
  // Colours are read mid-animation otherwise (a dialog fading in measured 3.9:1 against its final
  // 4.5:1+): wait for the finite animations running now (spinners loop forever and are skipped).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const results = await (include ? axe.include(include) : axe).analyze();
  await testInfo?.attach(`axe ${label}`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help}\n` +
        v.nodes
          .map(
            (n) =>
              `    ${n.target.join(' ')}  ${n.html.slice(0, 160)}\n` +
              `      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
          )
          .join('\n'),
    );
  expect.soft(serious, `serious or critical axe violations on ${label} (${page.url()})`).toEqual([]);
}
