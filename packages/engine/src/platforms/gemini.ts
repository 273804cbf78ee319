import { GoogleGenAI } from '@google/genai';
import { errorFromStatus, parseRetryAfter } from '../errors';
import type { Answer, AskOptions, Citation, Platform, Source } from '../types';
import { asArray, asNumber, asString, badResponse, compact, isObject, timedCall, type Json } from './call';
import type { PlatformSettings } from './config';
import { citation, source, uniqueSources } from './sources';

type Parsed = Pick<Answer, 'text' | 'retrievedSources' | 'citedSources' | 'searchQueries' | 'usage'>;

/** Gemini segment offsets are UTF-8 byte offsets into one part; this maps them to string indexes. */
function charIndex(part: string, byteOffset: number): number {
  return Buffer.from(part, 'utf8').subarray(0, byteOffset).toString('utf8').length;
}

/**
 * Reads a generateContent response: the first candidate's text parts, and its groundingMetadata
 * (often absent): groundingChunks are the sources retrieved, groundingSupports cite chunks for a
 * segment of the text, webSearchQueries are the searches run. Chunk URIs are expiring redirects;
 * the title usually carries the site's domain, which the analyzer uses.
 */
export function parseGeminiResponse(raw: unknown): Parsed {
  if (!isObject(raw) || !Array.isArray(raw.candidates)) throw badResponse('gemini', 'no candidates array');
  const candidate = raw.candidates[0];
  if (!isObject(candidate)) throw badResponse('gemini', 'no candidate');
  const parts = (isObject(candidate.content) ? asArray(candidate.content.parts) : []).filter(isObject);
  const texts = parts.map((p) => (p.thought === true ? '' : (asString(p.text) ?? '')));
  const offsets: number[] = [];
  let text = '';
  for (const t of texts) {
    offsets.push(text.length);
    text += t;
  }
  const grounding: Json = isObject(candidate.groundingMetadata) ? candidate.groundingMetadata : {};
  const chunks = asArray(grounding.groundingChunks).map((c) =>
    isObject(c) && isObject(c.web) ? source(asString(c.web.uri), asString(c.web.title)) : undefined,
  );
  const cited: Citation[] = [];
  for (const support of asArray(grounding.groundingSupports)) {
    if (!isObject(support) || !isObject(support.segment)) continue;
    const segment = support.segment;
    const partIndex = asNumber(segment.partIndex) ?? 0;
    const part = texts[partIndex] ?? '';
    const base = offsets[partIndex] ?? 0;
    const startByte = asNumber(segment.startIndex) ?? 0;
    const endByte = asNumber(segment.endIndex);
    const start = base + charIndex(part, startByte);
    const end = endByte === undefined ? undefined : base + charIndex(part, endByte);
    for (const index of asArray(support.groundingChunkIndices)) {
      const chunk = typeof index === 'number' ? chunks[index] : undefined;
      const c = chunk && citation(chunk.url, chunk.title, start, end);
      if (c) cited.push(c);
    }
  }
  const usage: Json = isObject(raw.usageMetadata) ? raw.usageMetadata : {};
  const queries = asArray(grounding.webSearchQueries).filter((q): q is string => typeof q === 'string');
  return {
    text,
    citedSources: cited,
    retrievedSources: uniqueSources<Source>(chunks),
    searchQueries: queries,
    usage: compact({
      inputTokens: asNumber(usage.promptTokenCount),
      outputTokens: asNumber(usage.candidatesTokenCount),
      searchQueries: queries.length,
    }),
  };
}

/**
 * @google/genai throws errors without the response headers; this fetch turns an HTTP error into a
 * PlatformError itself, keeping Retry-After.
 */
const fetchKeepingRetryAfter = async (
  input: Parameters<typeof fetch>[0],
  init?: RequestInit,
): Promise<Response> => {
  const response = await fetch(input, init);
  if (response.ok) return response;
  const body = await response.text().catch(() => '');
  throw errorFromStatus('gemini', response.status, {
    codes: body.toLowerCase(),
    retryAfterMs: parseRetryAfter(response.headers),
    message: `HTTP ${response.status} ${body.slice(0, 200)}`.trim(),
  });
};

/**
 * Gemini with Google Search grounding. The Gemini API has no country parameter for search, so the
 * asker's country is given as a system instruction.
 */
export function createGeminiPlatform(settings: PlatformSettings): Platform {
  // No retryOptions: the SDK then makes exactly one attempt (the caller owns retries).
  const client = new GoogleGenAI({
    apiKey: settings.apiKey,
    httpOptions: {
      ...(settings.baseURL ? { baseUrl: settings.baseURL } : {}),
      fetch: fetchKeepingRetryAfter,
    },
  });
  return {
    id: 'gemini',
    model: settings.model,
    simulated: false,
    async ask(prompt: string, options: AskOptions = {}): Promise<Answer> {
      const { value, latencyMs } = await timedCall('gemini', settings.timeoutMs, options.signal, (signal) =>
        client.models.generateContent({
          model: settings.model,
          contents: prompt,
          config: {
            tools: [{ googleSearch: {} }],
            abortSignal: signal,
            ...(options.country
              ? { systemInstruction: `The user is located in country ${options.country}.` }
              : {}),
          },
        }),
      );
      const { sdkHttpResponse: _http, ...raw } = value;
      return {
        platform: 'gemini',
        model: value.modelVersion ?? settings.model,
        latencyMs,
        simulated: false,
        raw,
        ...parseGeminiResponse(raw),
      };
    },
  };
}
