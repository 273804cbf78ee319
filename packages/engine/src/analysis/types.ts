import type { Brand, PlatformId } from '../types';
import type { ClassifiedSource } from './citations';
import type { MatchVia } from './matcher';
import type { Sentiment } from './sentiment';

export const ANALYSIS_VERSION = 1;

export interface AnalysisContext {
  brand: Brand;
  competitors: Brand[];
  /** Domains counted as owned (default: the brand's domains). */
  ownDomains?: string[];
}

export interface MentionOccurrence {
  start: number;
  end: number;
  text: string;
  via: MatchVia;
}

export interface MentionResult {
  name: string;
  role: 'brand' | 'competitor';
  mentioned: boolean;
  /** Occurrences in the text (name, aliases and domains together). */
  count: number;
  firstIndex: number | null;
  /** Rank of the first mention among tracked brands mentioned in the answer (1 = first). */
  position: number | null;
  /** 1 - firstIndex / text length; 0 when not mentioned. */
  prominence: number;
  matchedBy: MatchVia[];
  occurrences: MentionOccurrence[];
  /** Sentiment of the text around the mentions; null when not mentioned. */
  sentiment: Sentiment | null;
  recommended: boolean;
}

export interface AnswerAnalysis {
  version: number;
  platform: PlatformId;
  /** Copied from the answer: it came from the sandbox. */
  simulated: boolean;
  textLength: number;
  brand: MentionResult;
  competitors: MentionResult[];
  /** Tracked brands in order of first mention. */
  mentionOrder: string[];
  citations: { retrieved: ClassifiedSource[]; cited: ClassifiedSource[] };
  hasCitations: boolean;
  citesOwnDomain: boolean;
  retrievesOwnDomain: boolean;
  /** Rank of the first organic result on an owned domain (google_search answers), else null. */
  organicRank: number | null;
  /** Brand-like names mentioned that are not tracked: candidates to add as competitors. */
  suggestedCompetitors: string[];
}
