import { normalCdf, twoProportionTest, wilsonInterval } from './stats';

describe('wilsonInterval (95%)', () => {
  it.each([
    // successes, total, low, high: published Wilson score intervals
    [8, 10, 0.4902, 0.9433],
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
    [50, 100, 0.4038, 0.5962],
    [1, 20, 0.0089, 0.2361],
    [81, 263, 0.2553, 0.3662],
  ])('%i / %i -> [%f, %f]', (x, n, low, high) => {
    const interval = wilsonInterval(x, n);
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it('always holds the observed proportion, even at 0 % and 100 % (no rounding past it)', () => {
    for (let n = 1; n <= 300; n += 1) {
      for (const x of [0, Math.floor(n / 3), n]) {
        const { low, high } = wilsonInterval(x, n);
        expect(low).toBeLessThanOrEqual(x / n);
        expect(high).toBeGreaterThanOrEqual(x / n);
      }
    }
    expect(wilsonInterval(0, 6).low).toBe(0);
  });

  it('is [0, 1] without observations and narrows as samples grow', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
    const small = wilsonInterval(3, 6);
    const large = wilsonInterval(300, 600);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
  });
});

describe('normalCdf', () => {
  it('matches the standard normal table', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 5);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5);
  });
});

describe('twoProportionTest', () => {
  it('flags 45/100 -> 60/100 (z = 2.12, p = 0.034)', () => {
    const t = twoProportionTest({ count: 45, total: 100 }, { count: 60, total: 100 });
    expect(t.zScore).toBeCloseTo(2.1239, 3);
    expect(t.pValue).toBeCloseTo(0.0337, 3);
    expect(t.significant).toBe(true);
    expect(t.delta).toBeCloseTo(0.15, 10);
  });

  it('does not flag 2/5 -> 4/5: a big jump that small samples cannot tell from noise', () => {
    const t = twoProportionTest({ count: 2, total: 5 }, { count: 4, total: 5 });
    expect(t.significant).toBe(false);
  });

  it('handles empty samples and identical extremes', () => {
    expect(twoProportionTest({ count: 0, total: 0 }, { count: 3, total: 5 }).significant).toBe(false);
    expect(twoProportionTest({ count: 0, total: 10 }, { count: 0, total: 10 })).toMatchObject({
      zScore: 0,
      pValue: 1,
    });
  });
});
