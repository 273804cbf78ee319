import type { Citation, Source } from '../types';
import { cleanUrl, hostOf, looksLikeDomain, registrableDomain } from './urls';

export type Ownership = 'owned' | 'competitor' | 'third_party';

export interface ClassifiedSource {
  url: string;
  domain: string;
  title?: string;
  ownership: Ownership;
  /** The competitor owning the domain, when ownership is 'competitor'. */
  competitor?: string;
  startIndex?: number;
  endIndex?: number;
}

/** Hosts that redirect to the real page (Gemini grounding links): the title names the site instead. */
const REDIRECT_HOSTS = new Set(['vertexaisearch.cloud.google.com', 'google.com']);

/** The registrable domain a source stands for, seeing through redirect links. */
export function sourceDomain(source: Source): string {
  const host = hostOf(source.url);
  if ((!host || REDIRECT_HOSTS.has(host)) && source.title && looksLikeDomain(source.title)) {
    return registrableDomain(source.title) ?? source.title.toLowerCase();
  }
  return registrableDomain(source.url) ?? source.url;
}

/** Classifies sources as owned, competitor or third-party by registrable domain. */
export class SourceClassifier {
  private readonly owned: Set<string>;
  private readonly competitors = new Map<string, string>();

  constructor(ownDomains: string[], competitors: { name: string; domains: string[] }[]) {
    this.owned = new Set(ownDomains.map((d) => registrableDomain(d)).filter((d): d is string => !!d));
    for (const c of competitors) {
      for (const d of c.domains) {
        const domain = registrableDomain(d);
        if (domain && !this.owned.has(domain) && !this.competitors.has(domain))
          this.competitors.set(domain, c.name);
      }
    }
  }

  ownershipOf(domain: string): { ownership: Ownership; competitor?: string } {
    if (this.owned.has(domain)) return { ownership: 'owned' };
    const competitor = this.competitors.get(domain);
    return competitor ? { ownership: 'competitor', competitor } : { ownership: 'third_party' };
  }

  classify(source: Citation): ClassifiedSource {
    const domain = sourceDomain(source);
    const out: ClassifiedSource = { url: cleanUrl(source.url), domain, ...this.ownershipOf(domain) };
    if (source.title) out.title = source.title;
    if (source.startIndex !== undefined) out.startIndex = source.startIndex;
    if (source.endIndex !== undefined) out.endIndex = source.endIndex;
    return out;
  }

  /** Classified sources, one per URL (the first occurrence keeps its position). */
  classifyAll(sources: Citation[]): ClassifiedSource[] {
    const seen = new Set<string>();
    const out: ClassifiedSource[] = [];
    for (const s of sources) {
      const c = this.classify(s);
      if (seen.has(c.url)) continue;
      seen.add(c.url);
      out.push(c);
    }
    return out;
  }
}
