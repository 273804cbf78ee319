import type { Answer } from '../types';
import { SourceClassifier } from './citations';
import { suggestBrands } from './discovery';
import { BrandMatcher, type MatchVia, type Occurrence } from './matcher';
import { hasRecommendationCue, isDemoted } from './recommendation';
import { labelOf, normalizeSentiment, sentimentSum } from './sentiment';
import { clauseSpans, isListHeading, listItemAround, sentenceSpans, spanIndexAt, type Span } from './text';
import { registrableDomain } from './urls';
import { ANALYSIS_VERSION, type AnalysisContext, type AnswerAnalysis, type MentionResult } from './types';

interface Scope extends Span {
  /** Sentiment sum of the passage ("but" weighting applied). */
  sum: number;
  /** The first item of a numbered list, with the brand as its heading. */
  rankedFirst: boolean;
  /** The mention is on the losing side of a comparison ("Acme over Globex"). */
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
    const own =
      context.ownDomains && context.ownDomains.length > 0 ? context.ownDomains : context.brand.domains;
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
    const scorer = occurrences.length > 0 ? new ScopeScorer(text, occurrences) : undefined;

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
      simulated: answer.simulated,
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
  private readonly clauses = new Map<number, Span[]>();
  private readonly sums = new Map<string, number>();

  constructor(
    private readonly text: string,
    private readonly occurrences: Occurrence[],
  ) {
    this.sentences = sentenceSpans(text);
  }

  private sum(start: number, end: number): number {
    const key = `${start}:${end}`;
    let value = this.sums.get(key);
    if (value === undefined) {
      value = sentimentSum(this.text.slice(start, end));
      this.sums.set(key, value);
    }
    return value;
  }

  private clausesOf(index: number, sentence: Span): Span[] {
    let clauses = this.clauses.get(index);
    if (!clauses) {
      clauses = clauseSpans(this.text.slice(sentence.start, sentence.end)).map((c) => ({
        start: sentence.start + c.start,
        end: sentence.start + c.end,
      }));
      this.clauses.set(index, clauses);
    }
    return clauses;
  }

  private namesOther(span: Span, brand: number): boolean {
    return this.occurrences.some((o) => o.brand !== brand && o.start >= span.start && o.start < span.end);
  }

  /**
   * The passage a mention is judged on: the whole item when the brand heads a list item; else its
   * clause and the clauses after it that name no other tracked brand ("Acme is pricey but reliable"
   * is one passage; "Acme is great, but Globex is slow" is two). Across "but", the part after counts
   * 1.5x and the part before 0.5x.
   */
  private scopeOf(o: Occurrence): Scope {
    const item = listItemAround(this.text, o.start);
    if (item && isListHeading(this.text, item, o.start)) {
      const rankedFirst = item.numbered && /^\s*1[.)]/.test(this.text.slice(item.start, item.start + 6));
      return {
        start: item.start,
        end: item.end,
        sum: this.sum(item.start, item.end),
        rankedFirst,
        demoted: false,
      };
    }
    const index = spanIndexAt(this.sentences, o.start);
    const sentence = this.sentences[index] ?? { start: 0, end: this.text.length };
    const clauses = this.clausesOf(index, sentence);
    const first = Math.max(
      0,
      clauses.findIndex((c) => o.start >= c.start && o.start < c.end),
    );
    let last = first;
    while (last + 1 < clauses.length && !this.namesOther(clauses[last + 1] as Span, o.brand)) last += 1;
    const head = clauses[first] as Span;
    const tail = clauses[last] as Span;
    let sum = this.sum(head.start, head.end);
    if (last > first) sum = 0.5 * sum + 1.5 * this.sum((clauses[first + 1] as Span).start, tail.end);
    const demoted = isDemoted(this.text.slice(Math.max(head.start, o.start - 20), o.start));
    return { start: head.start, end: tail.end, sum, rankedFirst: false, demoted };
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
      const value = s.demoted ? 0 : normalizeSentiment(s.sum);
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
