import { TIER_FEATURES, TIER_FEATURES_LIST, TIER_LIMITS, LIMIT_KEYS, TIERS } from '@lantern/contracts';
import { formatLimit, meterPercent, PLANS, planComparison, UNLIMITED } from './planTable';

describe('plan comparison', () => {
  const rows = planComparison();

  it('lists the four tiers in order', () => {
    expect(PLANS).toEqual([...TIERS]);
  });

  it('has one row per limit and per feature of the tiers table, limits first', () => {
    expect(rows.map((r) => r.key)).toEqual([...LIMIT_KEYS, ...TIER_FEATURES_LIST]);
  });

  it('reads every cell from the table: feature marks and formatted limits', () => {
    for (const row of rows) {
      for (const tier of TIERS) {
        const expected = (LIMIT_KEYS as readonly string[]).includes(row.key)
          ? formatLimit(TIER_LIMITS[tier][row.key as (typeof LIMIT_KEYS)[number]])
          : TIER_FEATURES[tier].includes(row.key as (typeof TIER_FEATURES_LIST)[number]);
        expect(row.values[tier]).toBe(expected);
      }
    }
  });

  it('shows free without analytics, business with it, and enterprise prompts as Unlimited', () => {
    const analytics = rows.find((r) => r.key === 'analytics')!;
    expect(analytics.values).toEqual({ free: false, starter: true, business: true, enterprise: true });
    expect(rows.find((r) => r.key === 'prompt_limit_per_campaign')!.values.enterprise).toBe(UNLIMITED);
  });
});

describe('usage meter', () => {
  it('is the share used, capped at 100, and empty when unlimited', () => {
    expect(meterPercent(5, 10)).toBe(50);
    expect(meterPercent(12, 10)).toBe(100);
    expect(meterPercent(3, null)).toBe(0);
    expect(meterPercent(0, 0)).toBe(0);
    expect(meterPercent(1, 0)).toBe(100);
  });
});
