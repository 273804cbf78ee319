// @lantern/engine: prompt generation, platform adapters, answer analysis, metrics and insights.
// A plain library (no framework, no database), used by the API's job workers and by the CLI.

export * from './types';
export {
  PlatformError,
  isPlatformError,
  toPlatformError,
  parseRetryAfter,
  type PlatformErrorKind,
} from './errors';

// Resilience: the caller owns retries and rate limits (the SDKs' own retries are off).
export { retryWithBackoff, backoffDelay, type RetryOptions } from './resilience/retry';
export { RateLimiter, RateLimiterSet, type RateLimiterOptions } from './resilience/rate-limiter';
export { systemClock, FakeClock, type Clock } from './resilience/clock';

// Platforms
export {
  listPlatforms,
  createPlatform,
  type PlatformInfo,
  type CreatePlatformOptions,
} from './platforms/registry';
export { platformSettings, type PlatformEnv, type PlatformSettings } from './platforms/config';
export { createSandboxPlatform, type SandboxOptions } from './platforms/sandbox';
export { createChatGptPlatform, parseOpenAIResponse } from './platforms/chatgpt';
export { createPerplexityPlatform, parsePerplexityResponse } from './platforms/perplexity';
export { createGeminiPlatform, parseGeminiResponse } from './platforms/gemini';
export { createClaudePlatform, parseClaudeResponse } from './platforms/claude';
export {
  createGoogleAiOverviewPlatform,
  createGoogleSearchPlatform,
  parseAiOverview,
  parseOrganicResults,
} from './platforms/serpapi';
export { createOpenAICompatiblePlatform } from './platforms/openai-compatible';
export { runPrompts, type RunItem, type RunResult, type RunOptions } from './runner/run';

// Analysis of one answer
export { analyzeAnswer, createAnalyzer, AnswerAnalyzer, entityIdOf, contextHashOf } from './analysis/analyze';
export {
  analyzeText,
  type TextInput,
  type SourceInput,
  type EntityInput,
  type EntityResult,
  type TextAnalysis,
} from './analysis/text-api';
export {
  ANALYSIS_VERSION,
  type AnalysisContext,
  type AnswerAnalysis,
  type MentionResult,
  type MentionOccurrence,
  type TrackedEntity,
} from './analysis/types';
export type { EntitySentiment } from './analysis/verdict';
export {
  learnedVerdict,
  parseWeights as parseVerdictWeights,
  encodeWeights as encodeVerdictWeights,
  TRUSTED_FROM,
  trustsModel,
  LEARNED_FROM_LENGTH,
  type LearnedVerdict,
} from './analysis/verdict-model';
export { featureId } from './analysis/learned-weights';
export {
  brandProbability as untrackedBrandProbability,
  encodeUntrackedWeights,
  parseUntrackedWeights,
  learnsUntracked,
  chooseUntracked,
  BRAND_FROM,
} from './analysis/untracked-model';
export { AnalysisJudge, type JudgeOptions, type JudgeStats } from './analysis/judge';
export { detectLanguage, ANSWER_LANGUAGES, type AnswerLanguage } from './analysis/language';
export type { ClassifiedSource, Ownership } from './analysis/citations';
export type { MatchVia } from './analysis/matcher';
export { scoreSentiment, type Sentiment, type SentimentLabel } from './analysis/sentiment';
export { cleanUrl, registrableDomain, hostOf } from './analysis/urls';

// Metrics and insights over many answers
export { computeMetrics, summarize, proportion, type MetricsOptions } from './metrics/compute';
export {
  compareRuns,
  compareProportion,
  type RunComparison,
  type MetricChange,
  type ComparedMetric,
} from './metrics/compare';
export { wilsonInterval, twoProportionTest, Z_95, type Interval, type ProportionTest } from './metrics/stats';
export {
  METRICS_VERSION,
  type AnalyzedAnswer,
  type MetricSummary,
  type MetricsReport,
  type Proportion,
  type BrandStanding,
  type DomainStat,
  type Suggestion,
  type SentimentSummary,
} from './metrics/types';
export {
  emptyTally,
  addAnswer,
  tallyOf,
  mergeTallies,
  summaryOf,
  POSITION_BUCKETS,
  type Tally,
} from './metrics/tally';
export { sourceStats, mergeSources, SOURCE_LIMITS, type SourceStat } from './metrics/sources';
export {
  aggregateRunPlatform,
  brandTallies,
  mergeBrandTallies,
  type BrandTally,
  type RunPlatformAggregate,
} from './metrics/aggregate';
export { generateInsights, type Insight, type InsightRule, type InsightOptions } from './insights/rules';

// Prompts: GENERATE_AI, MANUAL_ADD, IMPORT_FILE
export { generatePrompts, generationInstruction, type GenerateOptions } from './prompts/generate';
export { generateTemplatePrompts } from './prompts/templates';
export { parseTopicsReply } from './prompts/parse-llm';
export { addManualPrompts, type ManualAddResult } from './prompts/manual';
export { parseImportFile, type ImportResult, type ImportError, type ImportOptions } from './prompts/import';
export {
  normalizePrompt,
  promptKey,
  dedupePrompts,
  PromptLimitError,
  MAX_PROMPT_LENGTH,
  MIN_PROMPT_LENGTH,
} from './prompts/normalize';
export type {
  PromptType,
  PromptGenerationInput,
  GeneratedPrompt,
  PromptGenerationResult,
} from './prompts/types';

// Loopback provider stubs in each provider's wire format, for tests and benchmarks.
export * as testing from './testing';
