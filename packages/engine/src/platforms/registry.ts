import { PLATFORM_IDS, type Platform, type PlatformId } from '../types';
import { createChatGptPlatform } from './chatgpt';
import { createClaudePlatform } from './claude';
import { platformSettings, type PlatformEnv, type PlatformSettings } from './config';
import { createGeminiPlatform } from './gemini';
import { createOpenAICompatiblePlatform } from './openai-compatible';
import { createPerplexityPlatform } from './perplexity';
import { createSandboxPlatform, type SandboxOptions } from './sandbox';
import { createGoogleAiOverviewPlatform, createGoogleSearchPlatform } from './serpapi';

export interface PlatformInfo {
  id: PlatformId;
  label: string;
  /** The keys it needs are set: answers come from the real engine. */
  configured: boolean;
  /** Answers come from the sandbox (not configured, or the sandbox itself). */
  simulated: boolean;
  model: string;
  requestsPerMinute: number;
  /** Environment variables that would configure it. */
  missing: string[];
}

const FACTORIES: Record<Exclude<PlatformId, 'sandbox'>, (settings: PlatformSettings) => Platform> = {
  chatgpt: createChatGptPlatform,
  perplexity: createPerplexityPlatform,
  gemini: createGeminiPlatform,
  claude: createClaudePlatform,
  google_ai_overview: createGoogleAiOverviewPlatform,
  google_search: createGoogleSearchPlatform,
  openai_compatible: createOpenAICompatiblePlatform,
};

/** Every platform with whether it is configured (real) or simulated (sandbox stand-in). */
export function listPlatforms(env: PlatformEnv): PlatformInfo[] {
  return PLATFORM_IDS.map((id) => {
    const s = platformSettings(id, env);
    const simulated = id === 'sandbox' || !s.configured;
    return {
      id,
      label: s.label,
      configured: s.configured,
      simulated,
      model: simulated ? (id === 'sandbox' ? 'sandbox-1' : `sandbox-1 (simulating ${id})`) : s.model,
      requestsPerMinute: simulated ? platformSettings('sandbox', env).requestsPerMinute : s.requestsPerMinute,
      missing: s.missing,
    };
  });
}

export interface CreatePlatformOptions {
  /** Options of the sandbox used in place of an unconfigured platform (and for 'sandbox'). */
  sandbox?: Omit<SandboxOptions, 'as'>;
  /** Fail instead of simulating when the platform is not configured (default false). */
  requireConfigured?: boolean;
}

/**
 * The adapter of a platform, configured from `env`. An unconfigured platform is simulated by the
 * sandbox under its own id (answers labelled simulated), unless `requireConfigured` is set.
 */
export function createPlatform(
  id: PlatformId,
  env: PlatformEnv,
  options: CreatePlatformOptions = {},
): Platform {
  if (id === 'sandbox') return createSandboxPlatform(options.sandbox);
  const settings = platformSettings(id, env);
  if (!settings.configured) {
    if (options.requireConfigured) {
      throw new Error(`${settings.label} is not configured: set ${settings.missing.join(', ')}`);
    }
    return createSandboxPlatform({ ...options.sandbox, as: id });
  }
  return FACTORIES[id](settings);
}
