/**
 * The analyzer's plain API: analyze an answer's text and its sources for a brand and its competitors,
 * with no answer object to fake. Results are keyed by stable entity id, with per-mention spans (for
 * highlighting), per-entity sentiment with the sentence it rests on, and the analysis version.
 */
import { analyzerFor } from './analyze';
import type { AnswerLanguage } from './language';
import type { ClassifiedSource } from './citations';
import { ANALYSIS_VERSION, type MentionOccurrence, type TrackedEntity } from './types';
import type { EntitySentiment } from './verdict';

export interface SourceInput {
  url: string;
  title?: string;
  /** Cited in the answer (true) or only retrieved (false). Default: true. */
  cited?: boolean;
}

export interface TextInput {
  text: string;
  sources?: SourceInput[];
}

export interface EntityInput {
  /** Stable id (e.g. the competitor's id in the campaign); default "brand" / "competitor:<name>". */
  id?: string;
  name: string;
  aliases?: string[];
  domains?: string[];
}

export interface EntityResult {
  id: string;
  name: string;
  role: 'brand' | 'competitor';
  mentioned: boolean;
  count: number;
  /** 1-based rank by first mention among mentioned entities; null when absent. */
  position: number | null;
  spans: MentionOccurrence[];
  recommended: boolean;
  /** null when not mentioned; 'unknown' when the analyzer cannot tell. */
  sentiment: EntitySentiment | null;
  evidence: string | null;
}

export interface TextAnalysis {
  version: number;
  language: AnswerLanguage;
  entities: Record<string, EntityResult>;
  /** Ids of mentioned entities by first mention. */
  order: string[];
  brandPosition: number | null;
  /** Registrable domains of cited sources, de-duplicated and sorted (rule 12). */
  citedDomains: { owned: string[]; competitor: string[]; thirdParty: string[] };
  untrackedBrands: string[];
}

const toTracked = (e: EntityInput): TrackedEntity => ({
  ...(e.id ? { id: e.id } : {}),
  name: e.name,
  aliases: e.aliases ?? [],
  domains: e.domains ?? [],
});

export function analyzeText(
  input: TextInput,
  entities: { brand: EntityInput; competitors?: EntityInput[] },
): TextAnalysis {
  const analyzer = analyzerFor({
    brand: toTracked(entities.brand),
    competitors: (entities.competitors ?? []).map(toTracked),
  });
  const found = analyzer.analyzeText(input.text);
  const results: Record<string, EntityResult> = {};
  for (const e of found.entities) {
    const id = e.id ?? e.name;
    results[id] = {
      id,
      name: e.name,
      role: e.role,
      mentioned: e.mentioned,
      count: e.count,
      position: e.position,
      spans: e.occurrences,
      recommended: e.recommended,
      sentiment: e.sentimentLabel ?? null,
      evidence: e.evidence ?? null,
    };
  }
  const cited = analyzer.sourceClassifier.classifyAll((input.sources ?? []).filter((s) => s.cited !== false));
  const domains = (pick: (c: ClassifiedSource) => boolean) =>
    [...new Set(cited.filter(pick).map((c) => c.domain))].sort();
  const order = found.order.map((i) => found.entities[i]?.id ?? '');
  const brandId = found.entities[0]?.id ?? 'brand';
  const brandIndex = order.indexOf(brandId);
  return {
    version: ANALYSIS_VERSION,
    language: found.language,
    entities: results,
    order,
    brandPosition: brandIndex === -1 ? null : brandIndex + 1,
    citedDomains: {
      owned: domains((c) => c.ownership === 'owned'),
      competitor: domains((c) => c.ownership === 'competitor'),
      thirdParty: domains((c) => c.ownership === 'third_party'),
    },
    untrackedBrands: found.untrackedBrands,
  };
}
