import type { PlatformId } from '../types';

/** Environment-like input: `process.env` or any plain object of strings. */
export type PlatformEnv = Readonly<Record<string, string | undefined>>;

export interface PlatformSettings {
  id: PlatformId;
  label: string;
  apiKey?: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
  requestsPerMinute: number;
  /** True when the keys it needs are present (the sandbox is always configured). */
  configured: boolean;
  /** The environment variables that would configure it, when it is not configured. */
  missing: string[];
}

interface Spec {
  label: string;
  keyVar?: string;
  baseVar?: string;
  modelVar?: string;
  defaultModel: string;
  defaultBaseURL?: string;
  /** Variables that must be set for the platform to count as configured. */
  requires: string[];
  requestsPerMinute: number;
  timeoutMs: number;
}

/**
 * Defaults. Model ids get retired by providers: override them with the *_MODEL variables. Requests per
 * minute start at the providers' entry tiers; raise them with LANTERN_RPM_<PLATFORM> (e.g.
 * LANTERN_RPM_CHATGPT=500). LANTERN_TIMEOUT_MS overrides every platform's timeout.
 */
const SPECS: Record<PlatformId, Spec> = {
  chatgpt: {
    label: 'ChatGPT',
    keyVar: 'OPENAI_API_KEY',
    baseVar: 'OPENAI_BASE_URL',
    modelVar: 'OPENAI_MODEL',
    defaultModel: 'gpt-5-mini',
    requires: ['OPENAI_API_KEY'],
    requestsPerMinute: 60,
    timeoutMs: 90_000,
  },
  perplexity: {
    label: 'Perplexity',
    keyVar: 'PERPLEXITY_API_KEY',
    baseVar: 'PERPLEXITY_BASE_URL',
    modelVar: 'PERPLEXITY_MODEL',
    defaultModel: 'sonar',
    defaultBaseURL: 'https://api.perplexity.ai',
    requires: ['PERPLEXITY_API_KEY'],
    requestsPerMinute: 50,
    timeoutMs: 60_000,
  },
  gemini: {
    label: 'Gemini',
    keyVar: 'GEMINI_API_KEY',
    baseVar: 'GEMINI_BASE_URL',
    modelVar: 'GEMINI_MODEL',
    defaultModel: 'gemini-flash-latest',
    requires: ['GEMINI_API_KEY'],
    requestsPerMinute: 30,
    timeoutMs: 60_000,
  },
  claude: {
    label: 'Claude',
    keyVar: 'ANTHROPIC_API_KEY',
    baseVar: 'ANTHROPIC_BASE_URL',
    modelVar: 'ANTHROPIC_MODEL',
    defaultModel: 'claude-sonnet-4-6',
    requires: ['ANTHROPIC_API_KEY'],
    requestsPerMinute: 50,
    timeoutMs: 90_000,
  },
  google_ai_overview: {
    label: 'Google AI Overviews',
    keyVar: 'SERPAPI_KEY',
    baseVar: 'SERPAPI_BASE_URL',
    defaultModel: 'serpapi-google-ai-overview',
    defaultBaseURL: 'https://serpapi.com',
    requires: ['SERPAPI_KEY'],
    requestsPerMinute: 20,
    timeoutMs: 45_000,
  },
  google_search: {
    label: 'Google Search',
    keyVar: 'SERPAPI_KEY',
    baseVar: 'SERPAPI_BASE_URL',
    defaultModel: 'serpapi-google',
    defaultBaseURL: 'https://serpapi.com',
    requires: ['SERPAPI_KEY'],
    requestsPerMinute: 20,
    timeoutMs: 45_000,
  },
  openai_compatible: {
    label: 'OpenAI-compatible server',
    keyVar: 'OPENAI_COMPATIBLE_API_KEY',
    baseVar: 'OPENAI_COMPATIBLE_BASE_URL',
    modelVar: 'OPENAI_COMPATIBLE_MODEL',
    defaultModel: 'llama3.1',
    requires: ['OPENAI_COMPATIBLE_BASE_URL'],
    requestsPerMinute: 60,
    timeoutMs: 120_000,
  },
  sandbox: {
    label: 'Sandbox (simulated)',
    defaultModel: 'sandbox-1',
    requires: [],
    requestsPerMinute: 6000,
    timeoutMs: 10_000,
  },
};

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

function positiveNumber(value: string | undefined): number | undefined {
  const n = Number(nonEmpty(value));
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

export function platformSettings(id: PlatformId, env: PlatformEnv): PlatformSettings {
  const spec = SPECS[id];
  const missing = spec.requires.filter((name) => !nonEmpty(env[name]));
  const settings: PlatformSettings = {
    id,
    label: spec.label,
    model: nonEmpty(spec.modelVar ? env[spec.modelVar] : undefined) ?? spec.defaultModel,
    timeoutMs: positiveNumber(env.LANTERN_TIMEOUT_MS) ?? spec.timeoutMs,
    requestsPerMinute: positiveNumber(env[`LANTERN_RPM_${id.toUpperCase()}`]) ?? spec.requestsPerMinute,
    configured: missing.length === 0,
    missing,
  };
  const apiKey = nonEmpty(spec.keyVar ? env[spec.keyVar] : undefined);
  const baseURL = nonEmpty(spec.baseVar ? env[spec.baseVar] : undefined) ?? spec.defaultBaseURL;
  if (apiKey) settings.apiKey = apiKey;
  if (baseURL) settings.baseURL = baseURL.replace(/\/+$/, '');
  return settings;
}
