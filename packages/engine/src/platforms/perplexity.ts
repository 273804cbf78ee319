import type { Answer, AskOptions, Citation, Platform, Source } from '../types';
import { asArray, asString, isObject, timedCall } from './call';
import { chatCompletionsClient, readChatCompletion } from './chat-completions';
import type { PlatformSettings } from './config';
import { citation, source, uniqueSources } from './sources';

type Parsed = Pick<Answer, 'text' | 'retrievedSources' | 'citedSources' | 'searchQueries' | 'usage'> & {
  model?: string;
};

/**
 * Reads a Perplexity Sonar chat completion: `search_results` are the sources retrieved; each `[n]`
 * marker in the text cites search result n (1-based) at the marker's position. The deprecated
 * `citations` URL array is used only when `search_results` is missing.
 */
export function parsePerplexityResponse(raw: unknown): Parsed {
  const { text, model, usage } = readChatCompletion('perplexity', raw);
  const body = raw as Record<string, unknown>;
  let results: Source[] = asArray(body.search_results)
    .filter(isObject)
    .map((r) => source(asString(r.url), asString(r.title)))
    .filter((s): s is Source => s !== undefined);
  if (results.length === 0) {
    results = asArray(body.citations)
      .map((url) => source(asString(url)))
      .filter((s): s is Source => s !== undefined);
  }
  const cited: Citation[] = [];
  for (const match of text.matchAll(/\[(\d{1,3})\]/g)) {
    const hit = results[Number(match[1]) - 1];
    const start = match.index;
    const c = hit && citation(hit.url, hit.title, start, start + match[0].length);
    if (c) cited.push(c);
  }
  return {
    text,
    model,
    usage,
    citedSources: cited,
    retrievedSources: uniqueSources(results),
    searchQueries: [],
  };
}

/** Perplexity Sonar through the openai SDK at Perplexity's base URL. */
export function createPerplexityPlatform(settings: PlatformSettings): Platform {
  const client = chatCompletionsClient(settings);
  return {
    id: 'perplexity',
    model: settings.model,
    simulated: false,
    async ask(prompt: string, options: AskOptions = {}): Promise<Answer> {
      const body = {
        model: settings.model,
        messages: [{ role: 'user' as const, content: prompt }],
        ...(options.country ? { web_search_options: { user_location: { country: options.country } } } : {}),
      };
      const { value, latencyMs } = await timedCall(
        'perplexity',
        settings.timeoutMs,
        options.signal,
        (signal) =>
          // Perplexity's request extensions are not in the openai types.
          client.chat.completions.create(body as Parameters<typeof client.chat.completions.create>[0], {
            signal,
          }),
      );
      const { model, ...parsed } = parsePerplexityResponse(value);
      return {
        platform: 'perplexity',
        model: model ?? settings.model,
        latencyMs,
        simulated: false,
        raw: value,
        ...parsed,
      };
    },
  };
}
