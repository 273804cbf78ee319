/** Every answer engine Lantern can ask. `sandbox` is the built-in simulated platform. */
export const PLATFORM_IDS = [
  'chatgpt',
  'perplexity',
  'gemini',
  'claude',
  'google_ai_overview',
  'google_search',
  'openai_compatible',
  'sandbox',
] as const;
export type PlatformId = (typeof PLATFORM_IDS)[number];

export function isPlatformId(value: string): value is PlatformId {
  return (PLATFORM_IDS as readonly string[]).includes(value);
}

/** A page the engine looked at (retrieved) or pointed the reader to (cited). */
export interface Source {
  url: string;
  title?: string;
}

/** A cited source; the indexes locate the cited span in `Answer.text` when the provider gives them. */
export interface Citation extends Source {
  startIndex?: number;
  endIndex?: number;
}

export interface OrganicResult {
  position: number;
  url: string;
  title?: string;
}

export interface Usage {
  inputTokens?: number;
  outputTokens?: number;
  /** Web searches the engine ran to write the answer. */
  searchQueries?: number;
}

/** One answer of one platform, normalized. `raw` keeps the provider's response for re-analysis. */
export interface Answer {
  platform: PlatformId;
  model: string;
  text: string;
  retrievedSources: Source[];
  citedSources: Citation[];
  searchQueries: string[];
  latencyMs: number;
  usage: Usage;
  /** True when the answer comes from the sandbox (no real engine was asked). */
  simulated: boolean;
  /** Organic search results (google_search only), in rank order. */
  organicResults?: OrganicResult[];
  raw: unknown;
}

export interface Brand {
  name: string;
  aliases: string[];
  domains: string[];
}

export interface AskOptions {
  /** ISO 3166-1 alpha-2 country code of the user asking (e.g. "US", "DE"). */
  country?: string;
  signal?: AbortSignal;
  /**
   * Names this sample ("<run>:<n>"). Only the sandbox uses it, to give each sample of each run its
   * own reproducible answer; real engines ignore it.
   */
  sample?: string | number;
}

export interface Platform {
  readonly id: PlatformId;
  readonly model: string;
  readonly simulated: boolean;
  ask(prompt: string, options?: AskOptions): Promise<Answer>;
}
