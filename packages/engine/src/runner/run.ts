import { isPlatformError } from '../errors';
import { RateLimiter } from '../resilience/rate-limiter';
import { retryWithBackoff, type RetryOptions } from '../resilience/retry';
import type { Answer, Platform, PlatformId } from '../types';

export interface RunItem {
  prompt: string;
  platform: PlatformId;
  /** 1-based sample number (the same prompt is asked `samples` times). */
  sample: number;
}

export interface RunResult {
  item: RunItem;
  answer?: Answer;
  error?: unknown;
  attempts: number;
}

export interface RunOptions {
  prompts: string[];
  platforms: Platform[];
  samples?: number;
  country?: string;
  /** Requests per minute per platform; each platform gets its own token bucket. */
  requestsPerMinute?: Partial<Record<PlatformId, number>>;
  /** Limiters to share with other runs (override requestsPerMinute). */
  limiters?: Partial<Record<PlatformId, RateLimiter>>;
  /** Requests in flight per platform (default 4). */
  concurrency?: number;
  retry?: Omit<RetryOptions, 'signal'>;
  signal?: AbortSignal;
  onResult?: (result: RunResult) => void;
}

/**
 * Runs prompts x platforms x samples. Each platform has its own queue, workers and rate limiter (every
 * attempt, retries included, takes a token), so a slow or failing platform never holds up the others.
 * Retryable errors are retried with backoff; after an auth or spend-limit error the platform's
 * remaining items fail at once without further requests.
 */
export async function runPrompts(options: RunOptions): Promise<RunResult[]> {
  const samples = Math.max(1, options.samples ?? 1);
  const results: RunResult[] = [];
  await Promise.all(
    options.platforms.map(async (platform) => {
      const limiter =
        options.limiters?.[platform.id] ??
        new RateLimiter({ requestsPerMinute: options.requestsPerMinute?.[platform.id] ?? 60 });
      const queue: RunItem[] = [];
      for (const prompt of options.prompts) {
        for (let sample = 1; sample <= samples; sample += 1)
          queue.push({ prompt, platform: platform.id, sample });
      }
      let fatal: unknown;
      const worker = async () => {
        for (let item = queue.shift(); item; item = queue.shift()) {
          let attempts = 0;
          const result: RunResult = { item, attempts };
          if (fatal !== undefined) result.error = fatal;
          else {
            try {
              result.answer = await retryWithBackoff(
                async () => {
                  attempts += 1;
                  await limiter.acquire(options.signal);
                  return platform.ask(item.prompt, {
                    ...(options.country ? { country: options.country } : {}),
                    ...(options.signal ? { signal: options.signal } : {}),
                  });
                },
                { ...options.retry, ...(options.signal ? { signal: options.signal } : {}) },
              );
            } catch (error) {
              options.signal?.throwIfAborted();
              result.error = error;
              if (isPlatformError(error) && (error.kind === 'auth' || error.kind === 'spend_limit'))
                fatal = error;
            }
          }
          result.attempts = attempts;
          results.push(result);
          options.onResult?.(result);
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
    }),
  );
  return results;
}
