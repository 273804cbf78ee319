import type { PlatformId } from '../types';
import { systemClock, type Clock } from './clock';

/** Timer lateness absorbed by the default bucket size. */
const LATENESS_TOLERANCE_MS = 5;

export interface RateLimiterOptions {
  requestsPerMinute: number;
  /**
   * Bucket size: requests allowed back to back after an idle period. Default: one request plus 5 ms
   * worth of tokens (so a timer that fires a little late does not lose throughput). Any window of W
   * seconds then sees at most limit x W + 1 requests (+ 5 ms worth), which also satisfies providers that
   * enforce a per-minute limit in per-second slices.
   */
  burst?: number;
  clock?: Clock;
}

/**
 * Token bucket: tokens refill continuously at requestsPerMinute / 60 per second up to `burst`; each
 * request takes one. Waiters are served first come, first served, so a platform runs at (not over)
 * its limit however many workers share it.
 */
export class RateLimiter {
  readonly requestsPerMinute: number;
  readonly burst: number;
  private readonly clock: Clock;
  private readonly perMs: number;
  private tokens: number;
  private updatedAt: number;
  private tail: Promise<void> = Promise.resolve();

  constructor(options: RateLimiterOptions) {
    if (!(options.requestsPerMinute > 0)) throw new RangeError('requestsPerMinute must be positive');
    this.requestsPerMinute = options.requestsPerMinute;
    this.burst = Math.max(
      1,
      options.burst ?? 1 + (options.requestsPerMinute / 60_000) * LATENESS_TOLERANCE_MS,
    );
    this.clock = options.clock ?? systemClock;
    this.perMs = options.requestsPerMinute / 60_000;
    this.tokens = Math.min(this.burst, Math.max(1, Math.floor(this.burst)));
    this.updatedAt = this.clock.now();
  }

  private refill(): void {
    const now = this.clock.now();
    this.tokens = Math.min(this.burst, this.tokens + (now - this.updatedAt) * this.perMs);
    this.updatedAt = now;
  }

  /** Takes a token now if one is available. */
  tryAcquire(): boolean {
    this.refill();
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Resolves when the caller may send one request; rejects if `signal` aborts first. */
  acquire(signal?: AbortSignal): Promise<void> {
    const turn = this.tail.then(() => this.take(signal));
    this.tail = turn.catch(() => undefined);
    return turn;
  }

  private async take(signal?: AbortSignal): Promise<void> {
    signal?.throwIfAborted();
    this.refill();
    while (this.tokens < 1) {
      await this.clock.sleep(Math.ceil((1 - this.tokens) / this.perMs), signal);
      this.refill();
    }
    this.tokens -= 1;
  }
}

/** One limiter per platform, created on first use with that platform's requests per minute. */
export class RateLimiterSet {
  private readonly limiters = new Map<PlatformId, RateLimiter>();

  constructor(
    private readonly limits: Partial<Record<PlatformId, number>>,
    private readonly options: { clock?: Clock; defaultRequestsPerMinute?: number } = {},
  ) {}

  for(platform: PlatformId): RateLimiter {
    let limiter = this.limiters.get(platform);
    if (!limiter) {
      const rpm = this.limits[platform] ?? this.options.defaultRequestsPerMinute ?? 60;
      limiter = new RateLimiter({ requestsPerMinute: rpm, clock: this.options.clock });
      this.limiters.set(platform, limiter);
    }
    return limiter;
  }
}
