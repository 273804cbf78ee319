import type { AnalyzedAnswer } from './types';

/** A domain the engines retrieved or cited, with the URLs, prompts and answers behind it. */
export interface SourceStat {
  domain: string;
  ownership: 'owned' | 'competitor' | 'third_party';
  competitor?: string;
  /** Answers citing the domain (shown to the reader as a source). */
  citedAnswers: number;
  /** Answers whose engine retrieved the domain (read while answering, cited or not). */
  retrievedAnswers: number;
  /** Citations of the domain (an answer may cite it several times). */
  citations: number;
  urls: { url: string; title?: string; cited: number; retrieved: number }[];
  /** Prompts whose answers cite or retrieve the domain, most answers first. */
  prompts: { prompt: string; answers: number }[];
}

/** URLs and prompts kept per domain, and domains kept per aggregate. */
export const SOURCE_LIMITS = { urls: 10, prompts: 10, domains: 100 };

interface Building {
  stat: SourceStat;
  urls: Map<string, SourceStat['urls'][number]>;
  prompts: Map<string, number>;
}

const byCount = <T extends { n: number }>(a: T, b: T) => b.n - a.n;

/**
 * Retrieved and cited domains of a set of answers. Stats of disjoint sets add up (mergeSources), so
 * stored per-run stats cover any date range; the kept URLs and prompts are the top ones of each part.
 */
export function sourceStats(answers: AnalyzedAnswer[], limit = SOURCE_LIMITS.domains): SourceStat[] {
  const found = new Map<string, Building>();
  const entry = (s: { domain: string; ownership: SourceStat['ownership']; competitor?: string }) => {
    let b = found.get(s.domain);
    if (!b) {
      const stat: SourceStat = {
        domain: s.domain,
        ownership: s.ownership,
        citedAnswers: 0,
        retrievedAnswers: 0,
        citations: 0,
        urls: [],
        prompts: [],
      };
      if (s.competitor) stat.competitor = s.competitor;
      b = { stat, urls: new Map(), prompts: new Map() };
      found.set(s.domain, b);
    }
    return b;
  };
  for (const a of answers) {
    const touched = new Set<string>();
    const { cited, retrieved } = a.analysis.citations;
    for (const [list, kind] of [
      [cited, 'cited'],
      [retrieved, 'retrieved'],
    ] as const) {
      const seen = new Set<string>();
      for (const s of list) {
        const b = entry(s);
        if (kind === 'cited') b.stat.citations += 1;
        if (!seen.has(s.domain)) {
          if (kind === 'cited') b.stat.citedAnswers += 1;
          else b.stat.retrievedAnswers += 1;
          seen.add(s.domain);
        }
        const url = b.urls.get(s.url) ?? {
          url: s.url,
          ...(s.title ? { title: s.title } : {}),
          cited: 0,
          retrieved: 0,
        };
        url[kind] += 1;
        b.urls.set(s.url, url);
        touched.add(s.domain);
      }
    }
    for (const domain of touched) {
      const b = found.get(domain)!;
      b.prompts.set(a.prompt, (b.prompts.get(a.prompt) ?? 0) + 1);
    }
  }
  return rank(
    [...found.values()].map(({ stat, urls, prompts }) => ({
      ...stat,
      urls: [...urls.values()],
      prompts: [...prompts].map(([prompt, n]) => ({ prompt, answers: n })),
    })),
    limit,
  );
}

function trim(stat: SourceStat): SourceStat {
  return {
    ...stat,
    urls: stat.urls
      .map((u) => ({ ...u, n: u.cited + u.retrieved }))
      .sort(byCount)
      .slice(0, SOURCE_LIMITS.urls)
      .map(({ n: _n, ...u }) => u),
    prompts: [...stat.prompts].sort((a, b) => b.answers - a.answers).slice(0, SOURCE_LIMITS.prompts),
  };
}

function rank(stats: SourceStat[], limit: number): SourceStat[] {
  return stats
    .sort(
      (a, b) =>
        b.citedAnswers - a.citedAnswers ||
        b.retrievedAnswers - a.retrievedAnswers ||
        a.domain.localeCompare(b.domain),
    )
    .slice(0, limit)
    .map(trim);
}

/** Sum of source stats of disjoint answer sets (each list one part), ranked. */
export function mergeSources(parts: SourceStat[][], limit = SOURCE_LIMITS.domains): SourceStat[] {
  // Maps, not array scans: a range of 30 runs x 5 platforms merges 150 parts whose prompt lists grow to
  // hundreds of entries per domain.
  const merged = new Map<string, Building & { stat: SourceStat }>();
  for (const part of parts) {
    for (const s of part) {
      let m = merged.get(s.domain);
      if (!m) {
        const { urls: _urls, prompts: _prompts, ...stat } = s;
        m = {
          stat: { ...stat, citedAnswers: 0, retrievedAnswers: 0, citations: 0, urls: [], prompts: [] },
          urls: new Map(),
          prompts: new Map(),
        };
        merged.set(s.domain, m);
      }
      m.stat.citedAnswers += s.citedAnswers;
      m.stat.retrievedAnswers += s.retrievedAnswers;
      m.stat.citations += s.citations;
      for (const u of s.urls) {
        const have = m.urls.get(u.url);
        if (have) {
          have.cited += u.cited;
          have.retrieved += u.retrieved;
        } else m.urls.set(u.url, { ...u });
      }
      for (const p of s.prompts) m.prompts.set(p.prompt, (m.prompts.get(p.prompt) ?? 0) + p.answers);
    }
  }
  return rank(
    [...merged.values()].map(({ stat, urls, prompts }) => ({
      ...stat,
      urls: [...urls.values()],
      prompts: [...prompts].map(([prompt, answers]) => ({ prompt, answers })),
    })),
    limit,
  );
}
