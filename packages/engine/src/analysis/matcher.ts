import type { Brand } from '../types';
import { isCommonWordName } from './common-words';
import { hiddenSpans, type Span } from './text';
import { hostOf } from './urls';

export type MatchVia = 'name' | 'alias' | 'domain';

export interface TrackedBrand {
  brand: Brand;
  role: 'brand' | 'competitor';
  /** Only capitalised forms count (names that are common words). Default: detected. */
  commonWord?: boolean;
}

export interface Occurrence {
  /** Index into the tracked brands. */
  brand: number;
  start: number;
  end: number;
  text: string;
  via: MatchVia;
}

interface Term {
  brand: number;
  via: MatchVia;
  /** Must start with an upper-case letter to count. */
  capitalised: boolean;
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const stripDiacritics = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');
const keyOf = (value: string) => value.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

/** A pattern for a term: flexible whitespace, straight or curly apostrophes. */
function termPattern(term: string): string {
  return escapeRegExp(term.normalize('NFC').trim()).replace(/\s+/g, '\\s+').replace(/['’]/g, "['’]");
}

const SENTENCE_START = /(?:[.!?]\s+|\n\s*(?:(?:[-*•]|\d{1,2}[.)])\s+)?(?:\*\*)?)$/;
const TEXT_START = /^\s*(?:\*\*)?$/;
/** After a sentence-initial common word: possessive, punctuation, or a verb ("Notion offers"). */
const BRAND_CONTINUATION =
  /^(?:\*\*)?(?:['’]s\b|\s*[:,()–—-]|\s+(?:is|was|has|had|can|will|lets|offers|provides)\b|\s+[a-z]+s\b)/;

/**
 * One precompiled matcher for a set of tracked brands: a single case-insensitive regex over every
 * name, alias and domain (longest first), with Unicode word boundaries. Possessives ("Acme's") match
 * because the apostrophe is a boundary; accent-free spellings of accented names match too.
 */
export class BrandMatcher {
  private readonly regex: RegExp | undefined;
  private readonly terms = new Map<string, Term>();

  constructor(readonly tracked: TrackedBrand[]) {
    const patterns: string[] = [];
    const add = (raw: string, brand: number, via: MatchVia, capitalised: boolean) => {
      for (const variant of new Set([raw.trim(), stripDiacritics(raw.trim())])) {
        const key = keyOf(variant);
        if (key.length < 2 || this.terms.has(key)) continue;
        this.terms.set(key, { brand, via, capitalised });
        patterns.push(termPattern(variant));
      }
    };
    tracked.forEach((t, i) => {
      const common = (name: string) => t.commonWord ?? isCommonWordName(name);
      add(t.brand.name, i, 'name', common(t.brand.name));
      for (const alias of t.brand.aliases) add(alias, i, 'alias', common(alias));
      for (const domain of t.brand.domains) {
        const host = hostOf(domain);
        if (host) add(host, i, 'domain', false);
      }
    });
    patterns.sort((a, b) => b.length - a.length);
    this.regex =
      patterns.length > 0
        ? new RegExp(`(?<![\\p{L}\\p{N}_])(?:${patterns.join('|')})(?![\\p{L}\\p{N}_])`, 'giu')
        : undefined;
  }

  /** Every accepted occurrence in text order. */
  find(text: string): Occurrence[] {
    if (!this.regex) return [];
    const hidden = hiddenSpans(text);
    const found: (Occurrence & { ambiguous: boolean })[] = [];
    this.regex.lastIndex = 0;
    for (let m = this.regex.exec(text); m; m = this.regex.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (hidden.length > 0 && hidden.some((s: Span) => start >= s.start && start < s.end)) continue;
      const term = this.terms.get(keyOf(m[0])) ?? this.terms.get(keyOf(stripDiacritics(m[0])));
      if (!term) continue;
      let ambiguous = false;
      if (term.capitalised) {
        const first = m[0].charAt(0);
        if (first === first.toLowerCase()) continue;
        // "Target your audience": a capitalised common word opening a sentence may not be the brand.
        const from = Math.max(0, start - 12);
        const before = text.slice(from, start);
        const opensSentence = SENTENCE_START.test(before) || (from === 0 && TEXT_START.test(before));
        ambiguous = opensSentence && !BRAND_CONTINUATION.test(text.slice(end, end + 24));
      }
      found.push({ brand: term.brand, start, end, text: m[0], via: term.via, ambiguous });
    }
    // An ambiguous occurrence counts when the same brand is also mentioned unambiguously.
    const confirmed = new Set(found.filter((o) => !o.ambiguous).map((o) => o.brand));
    return found.filter((o) => !o.ambiguous || confirmed.has(o.brand)).map(({ ambiguous: _a, ...o }) => o);
  }
}
