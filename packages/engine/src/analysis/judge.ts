/**
 * Optional model-assisted judging (ANALYSIS_JUDGE=llm): an OpenAI model (Responses API, structured
 * output) judges recommendation and sentiment of the entities the rules found mentioned, with the
 * labelling rules as instructions. Mentions, counts, order and citations stay deterministic. Verdicts
 * are cached per answer text, brand set and analyzer version; spend is counted from the reported
 * token usage and capped per UTC day; any failure, an answer over budget or a malformed reply keeps
 * the rules' verdicts.
 */
import OpenAI from 'openai';
import { contextHashOf } from './analyze';
import { ANALYSIS_VERSION, type AnalysisContext, type AnswerAnalysis, type MentionResult } from './types';
import type { EntitySentiment } from './verdict';

export interface JudgeOptions {
  apiKey: string;
  model: string;
  baseURL?: string;
  /** Spend cap per UTC day, in US dollars. */
  budgetUsdPerDay: number;
  /** Prices of the model per million tokens. */
  inputUsdPerMTok: number;
  outputUsdPerMTok: number;
  timeoutMs?: number;
  cacheSize?: number;
  now?: () => Date;
}

export interface JudgeStats {
  day: string;
  spentUsd: number;
  calls: number;
  cacheHits: number;
  fallbacks: number;
}

interface Verdict {
  id: string;
  recommended: boolean;
  sentiment: Exclude<EntitySentiment, 'unknown'>;
  evidence: string;
}

const INSTRUCTIONS = `You label one AI answer for brand tracking. For each listed entity (all are mentioned in the
answer) decide:
- recommended: true when the answer presents it as a choice it suggests for the need: an entry in a list of
  suggested options (any place, a table row included), a top pick, or a conditional pick ("if you need X, go
  with Acme"), caveats allowed. false when advised against, only the thing being replaced ("alternatives to
  Acme"), or mentioned neutrally as a fact, reference point or baseline.
- sentiment: positive = suggested or praised (a recommended option with a weakness is still positive);
  negative = advised against, or criticism dominates; neutral = a fact, a reference or baseline, or a
  balanced pros/cons treatment with no verdict.
- evidence: the sentence of the answer the verdict rests on, copied exactly.
Judge the same way in every language. Answer only with the JSON object of the schema.`;

const SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['verdicts'],
  properties: {
    verdicts: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'recommended', 'sentiment', 'evidence'],
        properties: {
          id: { type: 'string' },
          recommended: { type: 'boolean' },
          sentiment: { type: 'string', enum: ['positive', 'neutral', 'negative'] },
          evidence: { type: 'string' },
        },
      },
    },
  },
} as const;

/** FNV-1a of a string, as hex (cache keys). */
function fnv(value: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= BigInt(value.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16);
}

function outputText(response: unknown): string {
  const output = (response as { output?: unknown[] })?.output;
  if (!Array.isArray(output)) return '';
  let text = '';
  for (const item of output as { type?: string; content?: { type?: string; text?: string }[] }[]) {
    if (item?.type !== 'message' || !Array.isArray(item.content)) continue;
    for (const part of item.content)
      if (part?.type === 'output_text' && typeof part.text === 'string') text += part.text;
  }
  return text;
}

function parseVerdicts(text: string, ids: Set<string>): Verdict[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const list = (value as { verdicts?: unknown })?.verdicts;
  if (!Array.isArray(list)) return undefined;
  const verdicts: Verdict[] = [];
  for (const v of list as Partial<Verdict>[]) {
    if (!v || typeof v.id !== 'string' || !ids.has(v.id) || typeof v.recommended !== 'boolean')
      return undefined;
    if (v.sentiment !== 'positive' && v.sentiment !== 'neutral' && v.sentiment !== 'negative')
      return undefined;
    verdicts.push({
      id: v.id,
      recommended: v.recommended,
      sentiment: v.sentiment,
      evidence: String(v.evidence ?? ''),
    });
  }
  return verdicts.length === ids.size ? verdicts : undefined;
}

const SCORE: Record<Verdict['sentiment'], number> = { positive: 0.5, neutral: 0, negative: -0.5 };

export class AnalysisJudge {
  private readonly client: OpenAI;
  private readonly cache = new Map<string, Verdict[]>();
  private readonly now: () => Date;
  readonly stats: JudgeStats;

  constructor(private readonly options: JudgeOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      ...(options.baseURL ? { baseURL: options.baseURL } : {}),
      maxRetries: 0,
      timeout: options.timeoutMs ?? 30_000,
    });
    this.now = options.now ?? (() => new Date());
    this.stats = { day: this.today(), spentUsd: 0, calls: 0, cacheHits: 0, fallbacks: 0 };
  }

  private today(): string {
    return this.now().toISOString().slice(0, 10);
  }

  /**
   * The analysis with the model's recommendation and sentiment for its mentioned entities, or the
   * analysis unchanged (rules) when nothing is mentioned, the day's budget is spent, or the call fails.
   */
  async refine(text: string, analysis: AnswerAnalysis, context: AnalysisContext): Promise<AnswerAnalysis> {
    const entities = [analysis.brand, ...analysis.competitors].filter((e) => e.mentioned);
    if (entities.length === 0) return analysis;
    const idOf = (e: MentionResult) => e.id ?? e.name;
    const key = `${ANALYSIS_VERSION}:${analysis.contextHash ?? contextHashOf(context)}:${fnv(text)}`;
    let verdicts = this.cache.get(key);
    if (verdicts) this.stats.cacheHits += 1;
    else {
      if (this.stats.day !== this.today()) Object.assign(this.stats, { day: this.today(), spentUsd: 0 });
      if (this.stats.spentUsd >= this.options.budgetUsdPerDay) {
        this.stats.fallbacks += 1;
        return analysis;
      }
      verdicts = await this.ask(
        text,
        entities.map((e) => ({ id: idOf(e), name: e.name })),
      );
      if (!verdicts) {
        this.stats.fallbacks += 1;
        return analysis;
      }
      if (this.cache.size >= (this.options.cacheSize ?? 10_000))
        this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(key, verdicts);
    }
    const byId = new Map(verdicts.map((v) => [v.id, v]));
    const apply = (m: MentionResult): MentionResult => {
      const v = m.mentioned ? byId.get(idOf(m)) : undefined;
      if (!v) return m;
      return {
        ...m,
        recommended: v.recommended,
        sentimentLabel: v.sentiment,
        sentiment: { score: SCORE[v.sentiment], label: v.sentiment },
        evidence: v.evidence || (m.evidence ?? null),
      };
    };
    return {
      ...analysis,
      brand: apply(analysis.brand),
      competitors: analysis.competitors.map(apply),
      judgedBy: 'llm',
    };
  }

  private async ask(text: string, entities: { id: string; name: string }[]): Promise<Verdict[] | undefined> {
    try {
      this.stats.calls += 1;
      const response = await this.client.responses.create({
        model: this.options.model,
        instructions: INSTRUCTIONS,
        input: JSON.stringify({ answer: text, entities }),
        text: { format: { type: 'json_schema', name: 'verdicts', strict: true, schema: SCHEMA } },
      });
      const usage = (response as { usage?: { input_tokens?: number; output_tokens?: number } }).usage;
      this.stats.spentUsd +=
        ((usage?.input_tokens ?? 0) * this.options.inputUsdPerMTok +
          (usage?.output_tokens ?? 0) * this.options.outputUsdPerMTok) /
        1e6;
      return parseVerdicts(outputText(response), new Set(entities.map((e) => e.id)));
    } catch {
      return undefined;
    }
  }
}
