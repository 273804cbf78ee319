import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES } from '@lantern/contracts';
import type { DataSource } from 'typeorm';
import { AppError } from '../../common/app-error';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';

export interface RateRule {
  /** What is counted, e.g. `login:ip:1.2.3.4`; hashed before it is stored. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/** The allowances of the public auth endpoints: one rule per IP and one per account (email or token). */
export const AUTH_RATE_RULES = {
  login: { ip: { limit: 30, windowSeconds: 300 }, account: { limit: 10, windowSeconds: 900 } },
  signup: { ip: { limit: 10, windowSeconds: 3600 }, account: { limit: 5, windowSeconds: 3600 } },
  forgot: { ip: { limit: 10, windowSeconds: 900 }, account: { limit: 5, windowSeconds: 3600 } },
  reset: { ip: { limit: 20, windowSeconds: 900 }, account: { limit: 10, windowSeconds: 900 } },
} as const;
export type AuthAction = keyof typeof AUTH_RATE_RULES;

/**
 * Fixed-window counters in PostgreSQL, so every API replica shares them. Over the limit: 429 with
 * Retry-After (seconds until the window ends).
 */
@Injectable()
export class RateLimitService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one attempt of an auth action from this IP for this account. */
  consumeAuth(action: AuthAction, ip: string | null, account: string): Promise<void> {
    const rules = AUTH_RATE_RULES[action];
    return this.consume([
      { key: `${action}:ip:${ip ?? 'unknown'}`, ...rules.ip },
      { key: `${action}:account:${account.trim().toLowerCase()}`, ...rules.account },
    ]);
  }

  async consume(rules: RateRule[]): Promise<void> {
    let retryAfter = 0;
    for (const rule of rules) {
      const limit = Math.max(1, Math.floor(rule.limit * this.config.RATE_LIMIT_FACTOR));
      const [row] = (await this.db.query(
        `INSERT INTO rate_limits AS r (key, window_start, hits) VALUES ($1, now(), 1)
         ON CONFLICT (key) DO UPDATE SET
           window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN now() ELSE r.window_start END,
           hits = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE r.hits + 1 END
         RETURNING hits, ceil(extract(epoch FROM r.window_start + make_interval(secs => $2) - now()))::int AS "retryAfter"`,
        [hash(rule.key), rule.windowSeconds],
      )) as Array<{ hits: number; retryAfter: number }>;
      if (row && row.hits > limit) retryAfter = Math.max(retryAfter, row.retryAfter, 1);
    }
    if (Math.random() < 0.01) {
      await this.db.query("DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'");
    }
    if (retryAfter > 0) {
      const minutes = Math.ceil(retryAfter / 60);
      throw new AppError(
        429,
        ERROR_CODES.rateLimited,
        `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        undefined,
        { 'retry-after': String(retryAfter) },
      );
    }
  }
}

const hash = (key: string) => createHash('sha256').update(key).digest('base64url');
