import type { Answer } from '../types';
import { SourceClassifier } from './citations';
import { detectLanguage, type AnswerLanguage } from './language';
import { BrandMatcher, type MatchVia, type Occurrence, type Website } from './matcher';
import { normalizeText, originalOffset } from './normalize';
import { parseLines, sentenceSpans } from './structure';
import { registrableDomain } from './urls';
import { untrackedCandidates, type UntrackedCandidate } from './untracked';
import { untrackedFeatureSets } from './untracked-features';
import { decideUntracked } from './untracked-model';
import { judgeEntities } from './verdict';
import { verdictFeatureIds, verdictFeatures } from './verdict-features';
import { decideVerdict, LEARNED_FROM_LENGTH } from './verdict-model';
import {
  ANALYSIS_VERSION,
  type AnalysisContext,
  type AnswerAnalysis,
  type MentionResult,
  type TrackedEntity,
} from './types';

/** The stable id of a tracked entity. */
export function entityIdOf(entity: TrackedEntity, role: 'brand' | 'competitor'): string {
  if (entity.id) return entity.id;
  return role === 'brand' ? 'brand' : `competitor:${entity.name.trim().toLowerCase()}`;
}

/** What the analyzer reads from the answer text alone (no platform fields). */
export interface TextFindings {
  language: AnswerLanguage;
  textLength: number;
  entities: MentionResult[];
  /** Indexes of mentioned entities by first mention. */
  order: number[];
  untrackedBrands: string[];
}

/**
 * Analyzes answers for one brand and its competitors. Construction compiles the matchers once; reuse
 * one analyzer for every answer of a campaign. Deterministic: the same text and brands always give
 * the same analysis.
 */
export class AnswerAnalyzer {
  private readonly matcher: BrandMatcher;
  private readonly classifier: SourceClassifier;
  private readonly ownDomains: Set<string>;
  private readonly ids: string[];
  /** Identifies the brand set: equal contexts give equal hashes, in every process. */
  readonly contextHash: string;

  constructor(readonly context: AnalysisContext) {
    this.contextHash = contextHashOf(context);
    this.matcher = new BrandMatcher([
      { brand: context.brand, role: 'brand' },
      ...context.competitors.map((brand) => ({ brand, role: 'competitor' as const })),
    ]);
    this.ids = [
      entityIdOf(context.brand, 'brand'),
      ...context.competitors.map((c) => entityIdOf(c, 'competitor')),
    ];
    const own =
      context.ownDomains && context.ownDomains.length > 0 ? context.ownDomains : context.brand.domains;
    this.classifier = new SourceClassifier(own, context.competitors);
    this.ownDomains = new Set(own.map((d) => registrableDomain(d)).filter((d): d is string => !!d));
  }

  get sourceClassifier(): SourceClassifier {
    return this.classifier;
  }

  /** The answer text read by the rules: mentions, order and the rules' verdicts. */
  private read(raw: string) {
    const normalized = normalizeText(raw);
    const text = normalized.text;
    const language = detectLanguage(text);
    const lines = parseLines(text);
    const websites: Website[] = [];
    const occurrences = this.matcher.find(text, language, lines, websites);
    const byBrand: Occurrence[][] = this.matcher.tracked.map(() => []);
    for (const o of occurrences) byBrand[o.brand]?.push(o);
    const order = byBrand
      .map((occ, i) => ({ i, first: occ[0]?.start ?? Infinity }))
      .filter((b) => b.first !== Infinity)
      .sort((a, b) => a.first - b.first)
      .map((b) => b.i);
    // (Sentences once, for the rules and the learned layer.)
    const sentences = sentenceSpans(text, lines);
    const ruled = judgeEntities(text, lines, occurrences, byBrand.length, sentences);
    const verdictInput = { text, language, lines, sentences, occurrences, verdicts: ruled, order };
    return { normalized, text, language, lines, websites, occurrences, byBrand, order, ruled, verdictInput };
  }

  /**
   * What the learned verdict layer reads, per tracked entity (null when not mentioned): for
   * training it (packages/engine/eval/train-verdicts.mjs) on the labelled corpus.
   */
  verdictFeatures(raw: string): (string[] | null)[] {
    return verdictFeatures(this.read(raw).verdictInput);
  }

  /** The names the untracked-brand rules looked at (kept or dropped by them). */
  private untrackedCandidatesOf(r: ReturnType<AnswerAnalyzer['read']>): UntrackedCandidate[] {
    return untrackedCandidates(r.text, r.language, r.lines, r.occurrences, {
      isTracked: (name) => this.matcher.isTrackedName(name),
      websites: r.websites,
    });
  }

  /**
   * What the learned untracked-brand layer reads, per candidate name: for training it
   * (packages/engine/eval/train-untracked.mjs) on the labelled corpus.
   */
  untrackedFeatures(raw: string): { candidate: UntrackedCandidate; features: string[] }[] {
    const r = this.read(raw);
    const candidates = this.untrackedCandidatesOf(r);
    const features = untrackedFeatureSets(r, candidates);
    return candidates.map((candidate, i) => ({ candidate, features: features[i] as string[] }));
  }

  /** Mentions, order, verdicts and untracked brands of one answer text. */
  analyzeText(raw: string): TextFindings {
    const read = this.read(raw);
    const { normalized, text, language, byBrand, order, ruled, verdictInput } = read;
    const tracked = this.matcher.tracked;
    const positionOf = new Map(order.map((i, rank) => [i, rank + 1]));
    // (Features only for a text the learned layer reads.)
    const learned = raw.length >= LEARNED_FROM_LENGTH ? verdictFeatureIds(verdictInput) : [];
    const verdicts = ruled.map((rule, i) => decideVerdict(rule, learned[i] ?? null, raw.length));
    const entities = tracked.map((t, i): MentionResult => {
      const occ = byBrand[i] ?? [];
      const first = occ[0];
      const verdict = verdicts[i];
      const mentioned = occ.length > 0;
      const firstIndex = first ? originalOffset(normalized, first.start) : null;
      const label = mentioned && verdict ? verdict.sentiment : null;
      return {
        id: this.ids[i] as string,
        name: t.brand.name,
        role: t.role,
        mentioned,
        count: occ.length,
        firstIndex,
        position: positionOf.get(i) ?? null,
        prominence: firstIndex !== null && raw.length > 0 ? 1 - firstIndex / raw.length : 0,
        matchedBy: [...new Set(occ.map((o) => o.via))] as MatchVia[],
        occurrences: occ.map((o) => {
          const start = originalOffset(normalized, o.start);
          const end = originalOffset(normalized, o.end - 1) + 1;
          return { start, end, text: raw.slice(start, end), via: o.via };
        }),
        sentiment: label && label !== 'unknown' ? { score: verdict?.score ?? 0, label } : null,
        sentimentLabel: label,
        evidence:
          mentioned && verdict?.evidence
            ? text.slice(verdict.evidence.start, verdict.evidence.end).trim()
            : null,
        recommended: mentioned && (verdict?.recommended ?? false),
      };
    });
    return {
      language,
      textLength: raw.length,
      entities,
      order,
      untrackedBrands: decideUntracked(read, this.untrackedCandidatesOf(read), raw.length),
    };
  }

  analyze(answer: Answer): AnswerAnalysis {
    const found = this.analyzeText(answer.text);
    const retrieved = this.classifier.classifyAll(answer.retrievedSources);
    const cited = this.classifier.classifyAll(answer.citedSources);
    const ownedRank = answer.organicResults?.find((r) => {
      const d = registrableDomain(r.url);
      return d !== undefined && this.ownDomains.has(d);
    });
    const [brand, ...competitors] = found.entities as [MentionResult, ...MentionResult[]];
    return {
      version: ANALYSIS_VERSION,
      platform: answer.platform,
      simulated: answer.simulated,
      textLength: found.textLength,
      language: found.language,
      brand,
      competitors,
      mentionOrder: found.order.map((i) => found.entities[i]?.name ?? ''),
      citations: { retrieved, cited },
      hasCitations: cited.length > 0,
      citesOwnDomain: cited.some((c) => c.ownership === 'owned'),
      retrievesOwnDomain: retrieved.some((c) => c.ownership === 'owned'),
      organicRank: ownedRank ? ownedRank.position : null,
      untrackedBrands: found.untrackedBrands,
      contextHash: this.contextHash,
      suggestedCompetitors: found.untrackedBrands,
    };
  }
}

/** FNV-1a (64-bit, as hex) of the canonical JSON of a brand set. */
export function contextHashOf(context: AnalysisContext): string {
  const canonical = (e: TrackedEntity) => [e.id ?? null, e.name, [...e.aliases], [...e.domains]];
  const source = JSON.stringify([
    canonical(context.brand),
    context.competitors.map(canonical),
    context.ownDomains ?? null,
  ]);
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < source.length; i += 1) {
    hash ^= BigInt(source.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

const cache = new Map<string, AnswerAnalyzer>();
const CACHE_SIZE = 32;

export function createAnalyzer(context: AnalysisContext): AnswerAnalyzer {
  return new AnswerAnalyzer(context);
}

/** A cached analyzer per brand set, so calling in a loop does not recompile the matchers. */
export function analyzerFor(context: AnalysisContext): AnswerAnalyzer {
  const key = JSON.stringify([context.brand, context.competitors, context.ownDomains ?? null]);
  let analyzer = cache.get(key);
  if (!analyzer) {
    analyzer = new AnswerAnalyzer(context);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(key, analyzer);
  }
  return analyzer;
}

/** Analyzes one answer with a cached analyzer; hold an AnswerAnalyzer yourself to skip the lookup. */
export function analyzeAnswer(answer: Answer, context: AnalysisContext): AnswerAnalysis {
  return analyzerFor(context).analyze(answer);
}
