import { cleanUrl } from '../analysis/urls';
import type { Citation, Source } from '../types';
import { compact } from './call';

/** A source with a cleaned URL; undefined when there is no URL. */
export function source(url: string | undefined, title?: string): Source | undefined {
  if (!url) return undefined;
  return compact({ url: cleanUrl(url), title: title || undefined });
}

export function citation(
  url: string | undefined,
  title?: string,
  startIndex?: number,
  endIndex?: number,
): Citation | undefined {
  const base = source(url, title);
  return base && compact({ ...base, startIndex, endIndex });
}

/** Keeps the first source of each URL. */
export function uniqueSources<T extends Source>(sources: (T | undefined)[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const s of sources) {
    if (!s || seen.has(s.url)) continue;
    seen.add(s.url);
    out.push(s);
  }
  return out;
}
