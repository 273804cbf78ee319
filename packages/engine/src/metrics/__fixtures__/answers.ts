/** Builders of analyzed answers for metrics and insights specs (no text analysis involved). */
import type { ClassifiedSource } from '../../analysis/citations';
import type { AnswerAnalysis, MentionResult } from '../../analysis/types';
import type { PlatformId } from '../../types';
import type { AnalyzedAnswer } from '../types';

export interface FakeAnswer {
  id?: string;
  prompt?: string;
  platform?: PlatformId;
  runId?: string;
  runAt?: string;
  /** Tracked brands mentioned, in order (the brand is "Acme"). */
  mentions?: string[];
  sentiment?: Partial<Record<string, number>>;
  recommended?: string[];
  cited?: Partial<ClassifiedSource>[];
  suggested?: string[];
}

const COMPETITORS = ['Globex', 'Initech'];
let counter = 0;

function mention(name: string, f: FakeAnswer): MentionResult {
  const index = (f.mentions ?? []).indexOf(name);
  const score = f.sentiment?.[name] ?? 0;
  return {
    name,
    role: name === 'Acme' ? 'brand' : 'competitor',
    mentioned: index >= 0,
    count: index >= 0 ? 1 : 0,
    firstIndex: index >= 0 ? index * 10 : null,
    position: index >= 0 ? index + 1 : null,
    prominence: index >= 0 ? 1 - index / 10 : 0,
    matchedBy: index >= 0 ? ['name'] : [],
    occurrences: [],
    sentiment:
      index >= 0
        ? { score, label: score >= 0.05 ? 'positive' : score <= -0.05 ? 'negative' : 'neutral' }
        : null,
    recommended: (f.recommended ?? []).includes(name),
  };
}

export function fakeAnswer(f: FakeAnswer = {}): AnalyzedAnswer {
  counter += 1;
  const cited = (f.cited ?? []).map((c) => ({
    url: `https://${c.domain}/x`,
    domain: 'example.com',
    ownership: 'third_party' as const,
    ...c,
  })) as ClassifiedSource[];
  const analysis: AnswerAnalysis = {
    version: 1,
    platform: f.platform ?? 'chatgpt',
    simulated: false,
    textLength: 100,
    brand: mention('Acme', f),
    competitors: COMPETITORS.map((c) => mention(c, f)),
    mentionOrder: f.mentions ?? [],
    citations: { retrieved: [], cited },
    hasCitations: cited.length > 0,
    citesOwnDomain: cited.some((c) => c.ownership === 'owned'),
    retrievesOwnDomain: false,
    organicRank: null,
    suggestedCompetitors: f.suggested ?? [],
  };
  return {
    id: f.id ?? `a${counter}`,
    prompt: f.prompt ?? 'best crm?',
    platform: f.platform ?? 'chatgpt',
    ...(f.runId ? { runId: f.runId } : {}),
    ...(f.runAt ? { runAt: f.runAt } : {}),
    analysis,
  };
}

/** `count` answers mentioning Acme out of `total`. */
export function visibilitySample(count: number, total: number, f: FakeAnswer = {}): AnalyzedAnswer[] {
  return Array.from({ length: total }, (_, i) => fakeAnswer({ ...f, mentions: i < count ? ['Acme'] : [] }));
}
