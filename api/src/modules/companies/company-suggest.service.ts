import { Inject, Injectable, Logger } from '@nestjs/common';
import { COMPANY_SUGGESTIONS_MAX, type CompanySuggestion } from '@lantern/contracts';
import { z } from 'zod';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';

/** Largest provider answer read (a list of ten companies is a few kilobytes). */
const MAX_BODY_CHARS = 512 * 1024;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** One item of the provider's answer; anything else in it is ignored. */
const providerItem = z.object({
  name: z.string().trim().min(1).max(200),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(DOMAIN)
    .transform((d) => d.replace(/^www\./, '')),
  logo: z
    .string()
    .trim()
    .max(2048)
    .regex(/^https?:\/\//i)
    .nullish()
    .catch(null),
});

/**
 * Company-name suggestions from the configured service (`COMPANY_SUGGEST_URL?query=<text>`, answering a
 * JSON array of {name, logo?, domain}). Suggestions are a convenience: without a service, or when it
 * fails, is slow or answers nonsense, the answer is an empty list (and one warning in the log).
 */
@Injectable()
export class CompanySuggestService {
  private readonly logger = new Logger('Companies');

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async suggest(query: string): Promise<CompanySuggestion[]> {
    const base = this.config.COMPANY_SUGGEST_URL;
    if (!base) return [];
    const url = new URL(base);
    url.searchParams.set('query', query);
    let body: unknown;
    try {
      const res = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.config.COMPANY_SUGGEST_TIMEOUT_MS),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const text = await res.text();
      if (text.length > MAX_BODY_CHARS) throw new Error(`answer larger than ${MAX_BODY_CHARS} characters`);
      body = JSON.parse(text);
      if (!Array.isArray(body)) throw new Error('answer is not a JSON array');
    } catch (err) {
      // Not `instanceof Error`: fetch's DOMException may come from another realm.
      const e = err as { name?: unknown; message?: unknown } | null;
      const reason =
        e?.name === 'TimeoutError'
          ? `no answer within ${this.config.COMPANY_SUGGEST_TIMEOUT_MS} ms`
          : typeof e?.message === 'string'
            ? e.message
            : String(err);
      this.logger.warn(`Company suggestion service failed (${url.origin}): ${reason}`);
      return [];
    }
    const out: CompanySuggestion[] = [];
    for (const item of body) {
      const parsed = providerItem.safeParse(item);
      if (!parsed.success) continue;
      out.push({ name: parsed.data.name, domain: parsed.data.domain, logo: parsed.data.logo ?? null });
      if (out.length === COMPANY_SUGGESTIONS_MAX) break;
    }
    return out;
  }
}
