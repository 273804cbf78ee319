import { FakeClock, flushMicrotasks } from './clock';
import { RateLimiter, RateLimiterSet } from './rate-limiter';

describe('RateLimiter (token bucket)', () => {
  it('lets a burst through, then one request per interval', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ requestsPerMinute: 60, burst: 2, clock });
    const granted: number[] = [];
    for (let i = 0; i < 5; i += 1) void limiter.acquire().then(() => granted.push(clock.now()));
    await flushMicrotasks();
    expect(granted).toEqual([0, 0]);
    await clock.advance(999);
    expect(granted).toEqual([0, 0]);
    await clock.advance(1);
    expect(granted).toEqual([0, 0, 1000]);
    await clock.advance(2000);
    expect(granted).toEqual([0, 0, 1000, 2000, 3000]);
  });

  it('never exceeds the limit in any minute under constant demand', async () => {
    const clock = new FakeClock();
    const rpm = 120;
    const limiter = new RateLimiter({ requestsPerMinute: rpm, clock });
    const granted: number[] = [];
    for (let i = 0; i < 600; i += 1) void limiter.acquire().then(() => granted.push(clock.now()));
    for (let t = 0; t < 300; t += 1) await clock.advance(1000);
    expect(granted.length).toBeGreaterThan(590);
    for (let start = 0; start <= 240_000; start += 500) {
      const inWindow = granted.filter((t) => t >= start && t < start + 60_000).length;
      expect(inWindow).toBeLessThanOrEqual(rpm + limiter.burst);
    }
    // Steady state: exactly the limit per minute.
    expect(granted.filter((t) => t >= 60_000 && t < 120_000)).toHaveLength(rpm);
  });

  it('serves waiters first come, first served', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ requestsPerMinute: 60, burst: 1, clock });
    const order: string[] = [];
    for (const name of ['a', 'b', 'c']) void limiter.acquire().then(() => order.push(name));
    await clock.advance(5000);
    expect(order).toEqual(['a', 'b', 'c']);
  });

  it('refills while idle, up to the burst only', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ requestsPerMinute: 60, burst: 3, clock });
    expect([limiter.tryAcquire(), limiter.tryAcquire(), limiter.tryAcquire(), limiter.tryAcquire()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    await clock.advance(60_000);
    expect([limiter.tryAcquire(), limiter.tryAcquire(), limiter.tryAcquire(), limiter.tryAcquire()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('rejects a waiter whose signal aborts, without taking its token', async () => {
    const clock = new FakeClock();
    const limiter = new RateLimiter({ requestsPerMinute: 60, burst: 1, clock });
    await limiter.acquire();
    const controller = new AbortController();
    const waiting = limiter.acquire(controller.signal).catch((e: unknown) => e);
    controller.abort(new Error('cancelled'));
    expect(await waiting).toEqual(new Error('cancelled'));
    await clock.advance(1000);
    expect(limiter.tryAcquire()).toBe(true);
  });

  it('refuses a non-positive rate', () => {
    expect(() => new RateLimiter({ requestsPerMinute: 0 })).toThrow(RangeError);
  });
});

describe('RateLimiterSet', () => {
  it('keeps one limiter per platform with its own rate', () => {
    const set = new RateLimiterSet({ chatgpt: 500, claude: 50 }, { defaultRequestsPerMinute: 30 });
    expect(set.for('chatgpt')).toBe(set.for('chatgpt'));
    expect(set.for('chatgpt').requestsPerMinute).toBe(500);
    expect(set.for('claude').requestsPerMinute).toBe(50);
    expect(set.for('gemini').requestsPerMinute).toBe(30);
  });
});
