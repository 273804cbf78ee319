import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/**
 * One rate limit per platform shared by every worker process: each call reserves the next free slot
 * in PostgreSQL (slots are 60 000 / rpm ms apart) and waits for it. Requests are therefore evenly
 * spaced at the platform's limit and never above it, however many workers run.
 */
@Injectable()
export class RateSlots {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Waits for this caller's slot; the signal aborts the wait. */
  async acquire(key: string, requestsPerMinute: number, signal?: AbortSignal): Promise<void> {
    const spacingMs = 60_000 / requestsPerMinute;
    const [row] = (await this.db.query(
      `INSERT INTO platform_slots (platform, next_at) VALUES ($1, clock_timestamp() + $2 * interval '1 millisecond')
       ON CONFLICT (platform) DO UPDATE
         SET next_at = greatest(platform_slots.next_at, clock_timestamp()) + $2 * interval '1 millisecond'
       RETURNING extract(epoch FROM (next_at - clock_timestamp())) * 1000 - $2 AS wait_ms`,
      [key, spacingMs],
    )) as { wait_ms: string | number }[];
    const waitMs = Math.max(0, Number(row?.wait_ms ?? 0));
    if (waitMs > 0) await sleep(waitMs, signal);
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
