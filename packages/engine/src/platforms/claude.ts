import Anthropic from '@anthropic-ai/sdk';
import type { Answer, AskOptions, Citation, Platform, Source } from '../types';
import { asArray, asNumber, asString, badResponse, compact, isObject, timedCall, type Json } from './call';
import type { PlatformSettings } from './config';
import { citation, source, uniqueSources } from './sources';

type Parsed = Pick<Answer, 'text' | 'retrievedSources' | 'citedSources' | 'searchQueries' | 'usage'>;

/**
 * Reads an Anthropic Messages response, or the list of them when a long turn was paused and
 * continued: `server_tool_use` blocks carry the queries, `web_search_tool_result` blocks the
 * sources retrieved, and `text` blocks the answer; a text block's `citations` cite the block's span.
 */
export function parseClaudeResponse(raw: unknown): Parsed {
  const raws = Array.isArray(raw) ? raw : [raw];
  let text = '';
  const cited: (Citation | undefined)[] = [];
  const retrieved: (Source | undefined)[] = [];
  const queries: string[] = [];
  let inputTokens = 0;
  let outputTokens = 0;
  let searches = 0;
  for (const response of raws) {
    if (!isObject(response) || !Array.isArray(response.content))
      throw badResponse('claude', 'no content array');
    for (const block of response.content) {
      if (!isObject(block)) continue;
      if (block.type === 'server_tool_use' && isObject(block.input)) {
        const q = asString(block.input.query);
        if (q && !queries.includes(q)) queries.push(q);
      } else if (block.type === 'web_search_tool_result') {
        for (const r of asArray(block.content)) {
          if (isObject(r) && r.type === 'web_search_result')
            retrieved.push(source(asString(r.url), asString(r.title)));
        }
      } else if (block.type === 'text') {
        const start = text.length;
        text += asString(block.text) ?? '';
        for (const c of asArray(block.citations)) {
          if (isObject(c) && c.type === 'web_search_result_location') {
            cited.push(citation(asString(c.url), asString(c.title), start, text.length));
          }
        }
      }
    }
    const usage: Json = isObject(response.usage) ? response.usage : {};
    inputTokens += asNumber(usage.input_tokens) ?? 0;
    outputTokens += asNumber(usage.output_tokens) ?? 0;
    searches += isObject(usage.server_tool_use)
      ? (asNumber(usage.server_tool_use.web_search_requests) ?? 0)
      : 0;
  }
  return {
    text,
    citedSources: cited.filter((c): c is Citation => c !== undefined),
    retrievedSources: uniqueSources(retrieved),
    searchQueries: queries,
    usage: compact({ inputTokens, outputTokens, searchQueries: searches || queries.length }),
  };
}

/** Continuations allowed when the API pauses a long turn (stop_reason "pause_turn"). */
const MAX_CONTINUATIONS = 2;

/** Claude through the Messages API with the web_search_20250305 server tool. */
export function createClaudePlatform(settings: PlatformSettings): Platform {
  const client = new Anthropic({ apiKey: settings.apiKey, baseURL: settings.baseURL, maxRetries: 0 });
  return {
    id: 'claude',
    model: settings.model,
    simulated: false,
    async ask(prompt: string, options: AskOptions = {}): Promise<Answer> {
      const tool: Anthropic.WebSearchTool20250305 = {
        type: 'web_search_20250305',
        name: 'web_search',
        max_uses: 5,
        ...(options.country ? { user_location: { type: 'approximate', country: options.country } } : {}),
      };
      const { value: responses, latencyMs } = await timedCall(
        'claude',
        settings.timeoutMs,
        options.signal,
        async (signal) => {
          const messages: Anthropic.MessageParam[] = [{ role: 'user', content: prompt }];
          const out: Anthropic.Message[] = [];
          for (let turn = 0; turn <= MAX_CONTINUATIONS; turn += 1) {
            const message = await client.messages.create(
              { model: settings.model, max_tokens: 2048, messages, tools: [tool] },
              { signal },
            );
            out.push(message);
            if (message.stop_reason !== 'pause_turn') break;
            messages.push({ role: 'assistant', content: message.content as Anthropic.ContentBlockParam[] });
          }
          return out;
        },
      );
      const last = responses[responses.length - 1];
      return {
        platform: 'claude',
        model: last?.model ?? settings.model,
        latencyMs,
        simulated: false,
        raw: responses.length === 1 ? responses[0] : responses,
        ...parseClaudeResponse(responses),
      };
    },
  };
}
