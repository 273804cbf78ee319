import OpenAI from 'openai';
import type { Answer, AskOptions, Citation, Platform, Source } from '../types';
import { asArray, asNumber, asString, badResponse, compact, isObject, timedCall } from './call';
import type { PlatformSettings } from './config';
import { citation, source, uniqueSources } from './sources';

type Parsed = Pick<Answer, 'text' | 'retrievedSources' | 'citedSources' | 'searchQueries' | 'usage'>;

/**
 * Reads an OpenAI Responses API response: `web_search_call` items give the queries and the sources
 * retrieved (include web_search_call.action.sources); `message` items give the text and its
 * `url_citation` annotations (cited, with positions in the text).
 */
export function parseOpenAIResponse(raw: unknown): Parsed {
  if (!isObject(raw) || !Array.isArray(raw.output)) throw badResponse('chatgpt', 'no output array');
  let text = '';
  const cited: (Citation | undefined)[] = [];
  const retrieved: (Source | undefined)[] = [];
  const queries: string[] = [];
  let searches = 0;
  for (const item of raw.output) {
    if (!isObject(item)) continue;
    if (item.type === 'web_search_call' && isObject(item.action)) {
      searches += 1;
      const action = item.action;
      for (const q of [asString(action.query), ...asArray(action.queries).map(asString)]) {
        if (q && !queries.includes(q)) queries.push(q);
      }
      for (const s of asArray(action.sources))
        if (isObject(s)) retrieved.push(source(asString(s.url), asString(s.title)));
      if (action.type === 'open_page') retrieved.push(source(asString(action.url)));
    }
    if (item.type === 'message') {
      for (const part of asArray(item.content)) {
        if (!isObject(part) || part.type !== 'output_text') continue;
        const offset = text.length + (text ? 2 : 0);
        text += (text ? '\n\n' : '') + (asString(part.text) ?? '');
        for (const a of asArray(part.annotations)) {
          if (!isObject(a) || a.type !== 'url_citation') continue;
          const start = asNumber(a.start_index);
          const end = asNumber(a.end_index);
          cited.push(
            citation(
              asString(a.url),
              asString(a.title),
              start === undefined ? undefined : start + offset,
              end === undefined ? undefined : end + offset,
            ),
          );
        }
      }
    }
  }
  const usage = isObject(raw.usage) ? raw.usage : {};
  return {
    text,
    citedSources: cited.filter((c): c is Citation => c !== undefined),
    retrievedSources: uniqueSources(retrieved),
    searchQueries: queries,
    usage: compact({
      inputTokens: asNumber(usage.input_tokens),
      outputTokens: asNumber(usage.output_tokens),
      searchQueries: searches,
    }),
  };
}

/** ChatGPT through the Responses API with the web_search tool, localized to the asker's country. */
export function createChatGptPlatform(settings: PlatformSettings): Platform {
  const client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, maxRetries: 0 });
  return {
    id: 'chatgpt',
    model: settings.model,
    simulated: false,
    async ask(prompt: string, options: AskOptions = {}): Promise<Answer> {
      const { value, latencyMs } = await timedCall('chatgpt', settings.timeoutMs, options.signal, (signal) =>
        client.responses.create(
          {
            model: settings.model,
            input: prompt,
            tools: [
              {
                type: 'web_search',
                user_location: options.country
                  ? { type: 'approximate', country: options.country }
                  : { type: 'approximate' },
              },
            ],
            include: ['web_search_call.action.sources'],
          },
          { signal },
        ),
      );
      const model = asString((value as unknown as Record<string, unknown>).model) ?? settings.model;
      return {
        platform: 'chatgpt',
        model,
        latencyMs,
        simulated: false,
        raw: value,
        ...parseOpenAIResponse(value),
      };
    },
  };
}
