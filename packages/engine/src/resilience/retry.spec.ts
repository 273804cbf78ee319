import { PlatformError } from '../errors';
import { FakeClock, flushMicrotasks } from './clock';
import { backoffDelay, retryWithBackoff } from './retry';

const retryable = (retryAfterMs?: number) =>
  new PlatformError('chatgpt', 'busy', {
    kind: 'server',
    retryable: true,
    ...(retryAfterMs ? { retryAfterMs } : {}),
  });
const fatal = () => new PlatformError('chatgpt', 'bad key', { kind: 'auth', retryable: false, status: 401 });

describe('backoffDelay', () => {
  it('doubles per attempt with equal jitter, capped', () => {
    const opts = { baseDelayMs: 1000, maxDelayMs: 5000 };
    expect(backoffDelay(1, retryable(), { ...opts, random: () => 0 })).toBe(500);
    expect(backoffDelay(1, retryable(), { ...opts, random: () => 0.999999 })).toBe(1000);
    expect(backoffDelay(2, retryable(), { ...opts, random: () => 0 })).toBe(1000);
    expect(backoffDelay(3, retryable(), { ...opts, random: () => 0.5 })).toBe(3000);
    expect(backoffDelay(10, retryable(), { ...opts, random: () => 0.5 })).toBe(3750);
  });

  it('never waits less than the Retry-After the provider asked for', () => {
    expect(backoffDelay(1, retryable(30_000), { baseDelayMs: 1000, random: () => 0.5 })).toBe(30_000);
    expect(backoffDelay(4, retryable(100), { baseDelayMs: 1000, random: () => 0.5 })).toBe(6000);
  });
});

describe('retryWithBackoff', () => {
  it('retries retryable errors on the backoff schedule, then succeeds', async () => {
    const clock = new FakeClock();
    const calls: number[] = [];
    const done = retryWithBackoff(
      async (attempt) => {
        calls.push(clock.now());
        if (attempt < 3) throw retryable();
        return 'ok';
      },
      { clock, random: () => 0, baseDelayMs: 1000 },
    );
    await flushMicrotasks();
    expect(clock.pending()).toEqual([500]);
    await clock.advance(499);
    expect(calls).toEqual([0]);
    await clock.advance(1);
    expect(calls).toEqual([0, 500]);
    await clock.advance(1000);
    await expect(done).resolves.toBe('ok');
    expect(calls).toEqual([0, 500, 1500]);
  });

  it('honours retryAfterMs from a 429', async () => {
    const clock = new FakeClock();
    let attempts = 0;
    const done = retryWithBackoff(
      async () => {
        attempts += 1;
        if (attempts === 1) throw retryable(12_000);
        return attempts;
      },
      { clock, random: () => 0 },
    );
    await flushMicrotasks();
    expect(clock.pending()).toEqual([12_000]);
    await clock.advance(12_000);
    await expect(done).resolves.toBe(2);
  });

  it('never retries a non-retryable error (401, spend limit)', async () => {
    let attempts = 0;
    await expect(
      retryWithBackoff(
        async () => {
          attempts += 1;
          throw fatal();
        },
        { clock: new FakeClock() },
      ),
    ).rejects.toMatchObject({ kind: 'auth' });
    expect(attempts).toBe(1);
  });

  it('does not retry errors that are not PlatformErrors unless told to', async () => {
    let attempts = 0;
    await expect(
      retryWithBackoff(async () => {
        attempts += 1;
        throw new TypeError('bug');
      }),
    ).rejects.toThrow('bug');
    expect(attempts).toBe(1);
  });

  it('gives up after maxAttempts with the last error', async () => {
    const clock = new FakeClock();
    let attempts = 0;
    const done = retryWithBackoff(
      async () => {
        attempts += 1;
        throw retryable();
      },
      { clock, maxAttempts: 3, random: () => 0, baseDelayMs: 10 },
    ).catch((e: unknown) => e);
    await clock.advance(1000);
    expect(await done).toBeInstanceOf(PlatformError);
    expect(attempts).toBe(3);
  });

  it('stops waiting when the signal aborts', async () => {
    const clock = new FakeClock();
    const controller = new AbortController();
    const done = retryWithBackoff(
      async () => {
        throw retryable();
      },
      { clock, signal: controller.signal },
    ).catch((e: unknown) => e);
    await flushMicrotasks();
    controller.abort(new Error('cancelled'));
    expect(await done).toEqual(new Error('cancelled'));
  });
});
