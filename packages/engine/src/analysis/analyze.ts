import type { Answer } from '../types';
import { SourceClassifier } from './citations';
import { suggestBrands } from './discovery';
import { BrandMatcher, type MatchVia, type Occurrence } from './matcher';
import { hasRecommendationCue, isDemoted } from './recommendation';
import { labelOf, normalizeSentiment, sentimentSum } from './sentiment';
import { clauseAround, isListHeading, listItemAround, sentenceSpans, spanIndexAt, type Span } from './text';
import { registrableDomain } from './urls';
import { ANALYSIS_VERSION, type AnalysisContext, type AnswerAnalysis, type MentionResult } from './types';

interface Scope extends Span {
  /** The first item of a numbered list, with the brand as its heading. */
  rankedFirst: boolean;
  demoted: boolean;
}

/**
 * Analyzes answers for one brand and its competitors. Construction compiles the matchers once; reuse
 * one analyzer for every answer of a campaign.
 */
export class AnswerAnalyzer {
  private readonly matcher: BrandMatcher;
  private readonly classifier: SourceClassifier;
  private readonly ownDomains: Set<string>;

  constructor(private readonly context: AnalysisContext) {
    this.matcher = new BrandMatcher([
      { brand: context.brand, role: 'brand' },
      ...context.competitors.map((brand) => ({ brand, role: 'competitor' as const })),
    ]);
    const own = context.ownDomains && context.ownDomains.length > 0 ? context.ownDomains : context.brand.domains;
    this.classifier = new SourceClassifier(own, context.competitors);
    this.ownDomains = new Set(own.map((d) => registrableDomain(d)).filter((d): d is string => !!d));
  }

  analyze(answer: Answer): AnswerAnalysis {
    const text = /[\u0300-\u036f]/.test(answer.text) ? answer.text.normalize('NFC') : answer.text;
    const occurrences = this.matcher.find(text);
    const tracked = this.matcher.tracked;
    const byBrand: Occurrence[][] = tracked.map(() => []);
    for (const o of occurrences) byBrand[o.brand]?.push(o);

    const order = byBrand
      .map((occ, i) => ({ i, first: occ[0]?.start ?? Infinity }))
      .filter((b) => b.first !== Infinity)
      .sort((a, b) => a.first - b.first);
    const positionOf = new Map(order.map((b, rank) => [b.i, rank + 1]));
    const scorer = occurrences.length > 0 ? new ScopeScorer(text) : undefined;

    const results: MentionResult[] = tracked.map((t, i) => {
      const occ = byBrand[i] ?? [];
      const first = occ[0];
      const base: MentionResult = {
        name: t.brand.name,
        role: t.role,
        mentioned: occ.length > 0,
        count: occ.length,
        firstIndex: first ? first.start : null,
        position: positionOf.get(i) ?? null,
        prominence: first && text.length > 0 ? 1 - first.start / text.length : 0,
        matchedBy: [...new Set(occ.map((o) => o.via))] as MatchVia[],
        occurrences: occ.map(({ start, end, text: t2, via }) => ({ start, end, text: t2, via })),
        sentiment: null,
        recommended: false,
      };
      if (scorer && occ.length > 0) Object.assign(base, scorer.judge(occ));
      return base;
    });

    const retrieved = this.classifier.classifyAll(answer.retrievedSources);
    const cited = this.classifier.classifyAll(answer.citedSources);
    const ownedRank = answer.organicResults?.find((r) => {
      const d = registrableDomain(r.url);
      return d !== undefined && this.ownDomains.has(d);
    });
    const [brand, ...competitors] = results as [MentionResult, ...MentionResult[]];
    return {
      version: ANALYSIS_VERSION,
      platform: answer.platform,
      textLength: text.length,
      brand,
      competitors,
      mentionOrder: order.map((b) => tracked[b.i]?.brand.name ?? ''),
      citations: { retrieved, cited },
      hasCitations: cited.length > 0,
      citesOwnDomain: cited.some((c) => c.ownership === 'owned'),
      retrievesOwnDomain: retrieved.some((c) => c.ownership === 'owned'),
      organicRank: ownedRank ? ownedRank.position : null,
      suggestedCompetitors: suggestBrands(text, (name) => this.matcher.find(name).length > 0),
    };
  }
}

/** Scores the passages around mentions, sharing sentence work between brands of one answer. */
class ScopeScorer {
  private readonly sentences: Span[];
  private readonly sums = new Map<string, number>();

  constructor(private readonly text: string) {
    this.sentences = sentenceSpans(text);
  }

  private sum(span: Span): number {
    const key = `${span.start}:${span.end}`;
    let value = this.sums.get(key);
    if (value === undefined) {
      value = sentimentSum(this.text.slice(span.start, span.end));
      this.sums.set(key, value);
    }
    return value;
  }

  /**
   * The passage a mention is judged on: the whole item when the brand heads a list item, else the
   * clause of its sentence (so "A is great, but B is slow" judges A and B apart).
   */
  private scopeOf(o: Occurrence): Scope {
    const item = listItemAround(this.text, o.start);
    if (item && isListHeading(this.text, item, o.start)) {
      const rankedFirst = item.numbered && /^\s*1[.)]/.test(this.text.slice(item.start, item.start + 6));
      return { start: item.start, end: item.end, rankedFirst, demoted: false };
    }
    const sentence = this.sentences[spanIndexAt(this.sentences, o.start)] ?? { start: 0, end: this.text.length };
    const local = clauseAround(this.text.slice(sentence.start, sentence.end), o.start - sentence.start);
    const clause = { start: sentence.start + local.start, end: sentence.start + local.end };
    const demoted = isDemoted(this.text.slice(Math.max(clause.start, o.start - 20), o.start));
    return { ...clause, rankedFirst: false, demoted };
  }

  judge(occ: Occurrence[]): Pick<MentionResult, 'sentiment' | 'recommended'> {
    const scopes = new Map<string, Scope>();
    for (const o of occ) {
      const scope = this.scopeOf(o);
      const key = `${scope.start}:${scope.end}`;
      const seen = scopes.get(key);
      // A passage demotes the brand only if every mention in it is on the losing side.
      scopes.set(key, seen ? { ...scope, demoted: seen.demoted && scope.demoted } : scope);
    }
    // Mean over the passages that carry sentiment: neutral mentions do not dilute a clear opinion. A
    // demoted mention ("Acme over Globex") takes no sentiment from the winner's clause.
    let total = 0;
    let opinions = 0;
    for (const s of scopes.values()) {
      const value = s.demoted ? 0 : normalizeSentiment(this.sum(s));
      if (value === 0) continue;
      total += value;
      opinions += 1;
    }
    const score = opinions === 0 ? 0 : total / opinions;
    const label = labelOf(score);
    const recommended =
      label !== 'negative' &&
      [...scopes.values()].some(
        (s) => !s.demoted && (s.rankedFirst || hasRecommendationCue(this.text.slice(s.start, s.end))),
      );
    return { sentiment: { score: Math.round(score * 1000) / 1000, label }, recommended };
  }
}

const cache = new Map<string, AnswerAnalyzer>();
const CACHE_SIZE = 32;

export function createAnalyzer(context: AnalysisContext): AnswerAnalyzer {
  return new AnswerAnalyzer(context);
}

/**
 * Analyzes one answer. Analyzers are cached per brand set, so calling this in a loop does not
 * recompile the matchers; hold an AnswerAnalyzer yourself to skip even the cache lookup.
 */
export function analyzeAnswer(answer: Answer, context: AnalysisContext): AnswerAnalysis {
  const key = JSON.stringify([context.brand, context.competitors, context.ownDomains ?? null]);
  let analyzer = cache.get(key);
  if (!analyzer) {
    analyzer = new AnswerAnalyzer(context);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(key, analyzer);
  }
  return analyzer.analyze(answer);
}
