import { isPlatformError } from '../errors';
import { systemClock, type Clock } from './clock';

export interface RetryOptions {
  /** Total attempts including the first (default 4). */
  maxAttempts?: number;
  /** Backoff before the second attempt (default 1000 ms); doubles each attempt. */
  baseDelayMs?: number;
  /** Cap of one backoff (default 60 s). A longer Retry-After from the provider still wins. */
  maxDelayMs?: number;
  /** Which errors are worth another attempt (default: PlatformError with retryable = true). */
  isRetryable?: (error: unknown) => boolean;
  /** Source of randomness in [0, 1) for jitter (default Math.random). */
  random?: () => number;
  clock?: Clock;
  signal?: AbortSignal;
  onRetry?: (info: { attempt: number; delayMs: number; error: unknown }) => void;
}

const defaultIsRetryable = (error: unknown) => isPlatformError(error) && error.retryable;

/**
 * The wait before attempt `attempt + 1`: exponential backoff with "equal jitter" (half fixed, half
 * random, so waits never collapse to zero), and never shorter than the provider's Retry-After.
 */
export function backoffDelay(
  attempt: number,
  error: unknown,
  options: Pick<RetryOptions, 'baseDelayMs' | 'maxDelayMs' | 'random'> = {},
): number {
  const base = options.baseDelayMs ?? 1000;
  const cap = options.maxDelayMs ?? 60_000;
  const random = options.random ?? Math.random;
  const exponential = Math.min(cap, base * 2 ** (attempt - 1));
  const jittered = exponential / 2 + random() * (exponential / 2);
  const retryAfter = isPlatformError(error) ? (error.retryAfterMs ?? 0) : 0;
  return Math.round(Math.max(jittered, retryAfter));
}

/** Runs `fn` until it succeeds, fails with a non-retryable error, or attempts run out. */
export async function retryWithBackoff<T>(
  fn: (attempt: number) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const maxAttempts = Math.max(1, options.maxAttempts ?? 4);
  const isRetryable = options.isRetryable ?? defaultIsRetryable;
  const clock = options.clock ?? systemClock;
  for (let attempt = 1; ; attempt += 1) {
    options.signal?.throwIfAborted();
    try {
      return await fn(attempt);
    } catch (error) {
      if (attempt >= maxAttempts || !isRetryable(error) || options.signal?.aborted) throw error;
      const delayMs = backoffDelay(attempt, error, options);
      options.onRetry?.({ attempt, delayMs, error });
      await clock.sleep(delayMs, options.signal);
    }
  }
}
