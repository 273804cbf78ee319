import OpenAI from 'openai';
import type { PlatformId } from '../types';
import { asArray, asNumber, asString, badResponse, compact, isObject, type Json } from './call';
import type { PlatformSettings } from './config';

/** An openai client for an OpenAI-compatible chat completions server, with the SDK's retries off. */
export function chatCompletionsClient(settings: PlatformSettings, apiKeyFallback = 'not-needed'): OpenAI {
  return new OpenAI({ apiKey: settings.apiKey ?? apiKeyFallback, baseURL: settings.baseURL, maxRetries: 0 });
}

/** The first choice's text and the token usage of a chat completion. */
export function readChatCompletion(platform: PlatformId, raw: unknown) {
  if (!isObject(raw) || !Array.isArray(raw.choices)) throw badResponse(platform, 'no choices array');
  const first = asArray(raw.choices)[0];
  const message = isObject(first) && isObject(first.message) ? first.message : undefined;
  const text = asString(message?.content);
  if (text === undefined) throw badResponse(platform, 'no message content');
  const usage: Json = isObject(raw.usage) ? raw.usage : {};
  return {
    text,
    model: asString(raw.model),
    usage: compact({
      inputTokens: asNumber(usage.prompt_tokens),
      outputTokens: asNumber(usage.completion_tokens),
      searchQueries: asNumber(usage.num_search_queries),
    }),
  };
}
