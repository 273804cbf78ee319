/** Statistics for proportions: Wilson score intervals and the two-proportion z-test. */

/** z for a two-sided 95% interval. */
export const Z_95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/**
 * Wilson score interval of `successes` out of `total` (default 95%). Unlike the normal
 * approximation it stays inside [0, 1] and behaves at 0% and 100% and for small samples.
 * With no observations the interval is [0, 1].
 */
export function wilsonInterval(successes: number, total: number, z: number = Z_95): Interval {
  if (total <= 0) return { low: 0, high: 1 };
  const p = successes / total;
  const z2 = z * z;
  const denominator = 1 + z2 / total;
  const center = (p + z2 / (2 * total)) / denominator;
  const margin = (z * Math.sqrt((p * (1 - p)) / total + z2 / (4 * total * total))) / denominator;
  // The interval always holds p; clamping to it keeps rounding (2.8e-17 for 0 of 6) from putting the
  // low bound above an observed 0 %.
  return { low: Math.min(p, Math.max(0, center - margin)), high: Math.max(p, Math.min(1, center + margin)) };
}

/** Standard normal cumulative distribution (Abramowitz & Stegun 7.1.26, error < 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2));
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export interface ProportionTest {
  /** after - before, as a proportion. */
  delta: number;
  zScore: number;
  /** Two-sided p-value. */
  pValue: number;
  /** True when p < alpha (default 0.05): the change exceeds sampling noise. */
  significant: boolean;
}

/** Pooled two-proportion z-test between a "before" and an "after" sample. */
export function twoProportionTest(
  before: { count: number; total: number },
  after: { count: number; total: number },
  alpha = 0.05,
): ProportionTest {
  if (before.total <= 0 || after.total <= 0) return { delta: 0, zScore: 0, pValue: 1, significant: false };
  const p1 = before.count / before.total;
  const p2 = after.count / after.total;
  const pooled = (before.count + after.count) / (before.total + after.total);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / before.total + 1 / after.total));
  if (se === 0) return { delta: p2 - p1, zScore: 0, pValue: 1, significant: false };
  const zScore = (p2 - p1) / se;
  const pValue = Math.min(1, 2 * (1 - normalCdf(Math.abs(zScore))));
  return { delta: p2 - p1, zScore, pValue, significant: pValue < alpha };
}
