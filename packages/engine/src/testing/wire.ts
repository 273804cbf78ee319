/**
 * Response builders in each provider's real wire format (shapes recorded from the providers' API
 * references), for contract tests and benchmarks. A ScriptedAnswer describes what the engine "said";
 * each builder renders it the way that provider sends it.
 */
import type { StubReply } from './loopback';

export interface ScriptedSource {
  url: string;
  title?: string;
}

export interface ScriptedAnswer {
  model?: string;
  /** The answer in pieces; a piece's `cites` are the sources cited for it. */
  parts: { text: string; cites?: ScriptedSource[] }[];
  /** Sources the engine retrieved (default: every cited source). */
  retrieved?: ScriptedSource[];
  queries?: string[];
}

export type Provider = 'openai' | 'perplexity' | 'gemini' | 'anthropic' | 'serpapi';

function retrievedOf(a: ScriptedAnswer): ScriptedSource[] {
  if (a.retrieved) return a.retrieved;
  const all = a.parts.flatMap((p) => p.cites ?? []);
  return all.filter((s, i) => all.findIndex((o) => o.url === s.url) === i);
}

function spans(a: ScriptedAnswer): { text: string; start: number; end: number; cites: ScriptedSource[] }[] {
  let offset = 0;
  return a.parts.map((p) => {
    const start = offset;
    offset += p.text.length;
    return { text: p.text, start, end: offset, cites: p.cites ?? [] };
  });
}

const fullText = (a: ScriptedAnswer) => a.parts.map((p) => p.text).join('');
const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** OpenAI Responses API with web_search (include web_search_call.action.sources). */
export function openaiResponses(a: ScriptedAnswer): unknown {
  return {
    id: 'resp_0123',
    object: 'response',
    created_at: 1760000000,
    status: 'completed',
    model: a.model ?? 'gpt-5-mini-2025-08-07',
    output: [
      ...(a.queries ?? []).map((query, i) => ({
        type: 'web_search_call',
        id: `ws_${i}`,
        status: 'completed',
        action: { type: 'search', query, sources: retrievedOf(a).map((s) => ({ type: 'url', url: s.url })) },
      })),
      {
        type: 'message',
        id: 'msg_0123',
        status: 'completed',
        role: 'assistant',
        content: [
          {
            type: 'output_text',
            text: fullText(a),
            logprobs: [],
            annotations: spans(a).flatMap((s) =>
              s.cites.map((c) => ({
                type: 'url_citation',
                start_index: s.start,
                end_index: s.end,
                url: c.url,
                title: c.title ?? hostOf(c.url),
              })),
            ),
          },
        ],
      },
    ],
    usage: {
      input_tokens: 321,
      input_tokens_details: { cached_tokens: 0 },
      output_tokens: 123,
      output_tokens_details: { reasoning_tokens: 0 },
      total_tokens: 444,
    },
  };
}

/** Perplexity Sonar: chat completion with search_results and [n] markers in the text. */
export function perplexityCompletion(a: ScriptedAnswer): unknown {
  const results = retrievedOf(a);
  const content = a.parts
    .map(
      (p) =>
        p.text + (p.cites ?? []).map((c) => `[${results.findIndex((r) => r.url === c.url) + 1}]`).join(''),
    )
    .join('');
  return {
    id: 'pplx-0123',
    model: a.model ?? 'sonar',
    created: 1760000000,
    object: 'chat.completion',
    usage: {
      prompt_tokens: 12,
      completion_tokens: 80,
      total_tokens: 92,
      search_context_size: 'low',
      num_search_queries: 1,
    },
    citations: results.map((r) => r.url),
    search_results: results.map((r) => ({ title: r.title ?? hostOf(r.url), url: r.url, date: '2025-09-01' })),
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  };
}

/** A plain chat completion (OpenAI-compatible servers: Ollama, vLLM, llama.cpp). */
export function chatCompletion(a: ScriptedAnswer): unknown {
  return {
    id: 'chatcmpl-0123',
    object: 'chat.completion',
    created: 1760000000,
    model: a.model ?? 'llama3.1',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: fullText(a) } }],
    usage: { prompt_tokens: 12, completion_tokens: 80, total_tokens: 92 },
  };
}

/** Gemini generateContent with Google Search grounding (segment offsets in UTF-8 bytes). */
export function geminiResponse(a: ScriptedAnswer, options: { grounding?: boolean } = {}): unknown {
  const text = fullText(a);
  const chunks = retrievedOf(a);
  const bytes = (s: string) => Buffer.byteLength(s, 'utf8');
  const candidate: Record<string, unknown> = {
    content: { parts: [{ text }], role: 'model' },
    finishReason: 'STOP',
    index: 0,
  };
  if (options.grounding !== false) {
    candidate.groundingMetadata = {
      webSearchQueries: a.queries ?? [],
      searchEntryPoint: { renderedContent: '<div class="container">...</div>' },
      groundingChunks: chunks.map((c, i) => ({
        web: {
          uri: `https://vertexaisearch.cloud.google.com/grounding-api-redirect/AUZIYQ${i}`,
          title: hostOf(c.url),
        },
      })),
      groundingSupports: spans(a)
        .filter((s) => s.cites.length > 0)
        .map((s) => ({
          segment: {
            startIndex: bytes(text.slice(0, s.start)),
            endIndex: bytes(text.slice(0, s.end)),
            text: s.text,
          },
          groundingChunkIndices: s.cites.map((c) => chunks.findIndex((r) => r.url === c.url)),
        })),
    };
  }
  return {
    candidates: [candidate],
    usageMetadata: { promptTokenCount: 12, candidatesTokenCount: 80, totalTokenCount: 92 },
    modelVersion: a.model ?? 'gemini-2.5-flash',
    responseId: 'resp-0123',
  };
}

/** Anthropic Messages with the web_search_20250305 server tool. */
export function anthropicMessage(a: ScriptedAnswer, stopReason = 'end_turn'): unknown {
  return {
    id: 'msg_0123',
    type: 'message',
    role: 'assistant',
    model: a.model ?? 'claude-sonnet-4-6',
    content: [
      ...(a.queries ?? []).flatMap((query, i) => [
        { type: 'server_tool_use', id: `srvtoolu_${i}`, name: 'web_search', input: { query } },
        {
          type: 'web_search_tool_result',
          tool_use_id: `srvtoolu_${i}`,
          content: retrievedOf(a).map((s) => ({
            type: 'web_search_result',
            url: s.url,
            title: s.title ?? hostOf(s.url),
            encrypted_content: 'EqgfCioIARgBIiQ3YTAwMjY1Mi1mZjM5LTQ1NGUtODgxNC1kNjNjNTk1ZWI3Y2I',
            page_age: 'April 30, 2025',
          })),
        },
      ]),
      ...a.parts.map((p) => ({
        type: 'text',
        text: p.text,
        ...(p.cites && p.cites.length > 0
          ? {
              citations: p.cites.map((c) => ({
                type: 'web_search_result_location',
                url: c.url,
                title: c.title ?? hostOf(c.url),
                encrypted_index: 'Eo8BCioIAhgBIiQyYjQ0OWJmZi1lNm',
                cited_text: p.text.slice(0, 150),
              })),
            }
          : {}),
      })),
    ],
    stop_reason: stopReason,
    stop_sequence: null,
    usage: {
      input_tokens: 2100,
      output_tokens: 150,
      server_tool_use: { web_search_requests: (a.queries ?? []).length },
    },
  };
}

function aiOverviewBlock(a: ScriptedAnswer): unknown {
  const refs = retrievedOf(a);
  return {
    text_blocks: a.parts.map((p) => ({
      type: 'paragraph',
      snippet: p.text.trim(),
      reference_indexes: (p.cites ?? []).map((c) => refs.findIndex((r) => r.url === c.url)),
    })),
    references: refs.map((r, index) => ({
      title: r.title ?? hostOf(r.url),
      link: r.url,
      snippet: '...',
      source: hostOf(r.url),
      index,
    })),
  };
}

/**
 * SerpApi engine=google: the AI Overview inline, or only a page_token (to be fetched with
 * engine=google_ai_overview), or absent; organic results from the retrieved sources.
 */
export function serpapiGoogle(a: ScriptedAnswer, overview: 'inline' | 'token' | 'none' = 'inline'): unknown {
  return {
    search_metadata: { id: '0123', status: 'Success', total_time_taken: 1.2 },
    search_parameters: { engine: 'google', q: a.queries?.[0] ?? '' },
    ...(overview === 'inline' ? { ai_overview: aiOverviewBlock(a) } : {}),
    ...(overview === 'token'
      ? {
          ai_overview: {
            page_token: 'KIVu-nictZPdjqJIFMdfp2ay',
            serpapi_link:
              'https://serpapi.com/search.json?engine=google_ai_overview&page_token=KIVu-nictZPdjqJIFMdfp2ay',
          },
        }
      : {}),
    organic_results: retrievedOf(a).map((r, i) => ({
      position: i + 1,
      title: r.title ?? hostOf(r.url),
      link: r.url,
      displayed_link: hostOf(r.url),
      snippet: `About ${r.title ?? hostOf(r.url)}.`,
    })),
  };
}

/** SerpApi engine=google_ai_overview (the page_token follow-up). */
export function serpapiAiOverview(a: ScriptedAnswer): unknown {
  return { search_metadata: { id: '0124', status: 'Success' }, ai_overview: aiOverviewBlock(a) };
}

/** An error reply in the provider's format. */
export function errorReply(
  provider: Provider,
  status: number,
  options: { retryAfter?: string; code?: string; message?: string } = {},
): StubReply {
  const headers = options.retryAfter ? { 'retry-after': options.retryAfter } : undefined;
  const message = options.message ?? `error ${status}`;
  const withHeaders = (json: unknown): StubReply => ({ status, json, ...(headers ? { headers } : {}) });
  switch (provider) {
    case 'openai':
      return withHeaders({
        error: { message, type: options.code ?? 'api_error', param: null, code: options.code ?? null },
      });
    case 'perplexity':
      if (status === 401) {
        return {
          status,
          text: '<html><head><title>401 Authorization Required</title></head><body>nginx</body></html>',
        };
      }
      return withHeaders({ error: { message, type: options.code ?? 'error', code: status } });
    case 'gemini':
      return withHeaders({
        error: {
          code: status,
          message,
          status: options.code ?? (status === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL'),
        },
      });
    case 'anthropic': {
      const type =
        status === 401
          ? 'authentication_error'
          : status === 429
            ? 'rate_limit_error'
            : status === 529
              ? 'overloaded_error'
              : 'api_error';
      return withHeaders({
        type: 'error',
        error: { type, message, ...(options.code ? { details: { error_code: options.code } } : {}) },
        request_id: 'req_0123',
      });
    }
    case 'serpapi':
      return withHeaders({ error: message });
  }
}
