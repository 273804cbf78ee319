import { errorFromStatus, parseRetryAfter } from '../errors';
import type { Answer, AskOptions, Citation, OrganicResult, Platform, PlatformId, Source } from '../types';
import { asArray, asNumber, asString, badResponse, isObject, timedCall, type Json } from './call';
import type { PlatformSettings } from './config';
import { citation, source, uniqueSources } from './sources';

type SerpPlatform = Extract<PlatformId, 'google_ai_overview' | 'google_search'>;

/** One GET to SerpApi's search.json; HTTP errors become PlatformErrors (Retry-After kept). */
async function serpapiGet(
  platform: SerpPlatform,
  settings: PlatformSettings,
  params: Record<string, string>,
  signal: AbortSignal,
): Promise<Json> {
  const url = new URL(`${settings.baseURL ?? 'https://serpapi.com'}/search.json`);
  for (const [key, value] of Object.entries({ ...params, api_key: settings.apiKey ?? '' })) {
    url.searchParams.set(key, value);
  }
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    let message = body.slice(0, 200);
    try {
      message = asString((JSON.parse(body) as Json).error) ?? message;
    } catch {
      // not JSON: keep the text
    }
    throw errorFromStatus(platform, response.status, {
      codes: message.toLowerCase(),
      retryAfterMs: parseRetryAfter(response.headers),
      message: `HTTP ${response.status} ${message}`.trim(),
    });
  }
  const json: unknown = await response.json();
  if (!isObject(json)) throw badResponse(platform, 'body is not an object');
  return json;
}

function searchParams(prompt: string, options: AskOptions): Record<string, string> {
  return { engine: 'google', q: prompt, ...(options.country ? { gl: options.country.toLowerCase() } : {}) };
}

/** Flattens AI Overview text blocks into text, citing each block's references over its span. */
export function parseAiOverview(
  overview: unknown,
): Pick<Answer, 'text' | 'retrievedSources' | 'citedSources'> {
  const block: Json = isObject(overview) ? overview : {};
  const references = new Map<number, Source>();
  const retrieved: (Source | undefined)[] = [];
  asArray(block.references).forEach((r, i) => {
    if (!isObject(r)) return;
    const s = source(asString(r.link), asString(r.title) ?? asString(r.source));
    retrieved.push(s);
    if (s) references.set(asNumber(r.index) ?? i, s);
  });
  let text = '';
  const cited: Citation[] = [];
  const append = (line: string | undefined, indexes: unknown) => {
    if (!line) return;
    if (text) text += '\n';
    const start = text.length;
    text += line;
    for (const index of asArray(indexes)) {
      const ref = typeof index === 'number' ? references.get(index) : undefined;
      const c = ref && citation(ref.url, ref.title, start, text.length);
      if (c) cited.push(c);
    }
  };
  const walk = (blocks: unknown[], depth: number) => {
    for (const b of blocks) {
      if (!isObject(b)) continue;
      if (b.type === 'list' || Array.isArray(b.list)) {
        for (const item of asArray(b.list)) {
          if (!isObject(item)) continue;
          const title = asString(item.title);
          const snippet = asString(item.snippet);
          const line = [title, snippet].filter(Boolean).join(title && snippet ? ': ' : '');
          append(line && `${'  '.repeat(depth)}- ${line}`, item.reference_indexes);
          walk(
            asArray(item.list).map((sub) => ({ type: 'list', list: [sub] })),
            depth + 1,
          );
          walk(asArray(item.text_blocks), depth + 1);
        }
      } else if (b.type === 'expandable') {
        append(asString(b.title), b.reference_indexes);
        walk(asArray(b.text_blocks), depth);
      } else if (b.type === 'table' || b.type === 'comparison') {
        for (const row of asArray(b.table ?? b.comparison)) {
          append(
            asArray(row)
              .filter((cell) => typeof cell === 'string')
              .join(' | ') || undefined,
            b.reference_indexes,
          );
        }
      } else {
        append(asString(b.snippet), b.reference_indexes);
      }
    }
  };
  walk(asArray(block.text_blocks), 0);
  return { text, retrievedSources: uniqueSources(retrieved), citedSources: cited };
}

/** Google AI Overviews through SerpApi (engine=google, then engine=google_ai_overview by page_token). */
export function createGoogleAiOverviewPlatform(settings: PlatformSettings): Platform {
  return {
    id: 'google_ai_overview',
    model: settings.model,
    simulated: false,
    async ask(prompt: string, options: AskOptions = {}): Promise<Answer> {
      const { value, latencyMs } = await timedCall(
        'google_ai_overview',
        settings.timeoutMs,
        options.signal,
        async (signal) => {
          const search = await serpapiGet(
            'google_ai_overview',
            settings,
            searchParams(prompt, options),
            signal,
          );
          const overview = isObject(search.ai_overview) ? search.ai_overview : undefined;
          const token = asString(overview?.page_token);
          // The page token expires within minutes: follow it at once.
          const followUp =
            token && !Array.isArray(overview?.text_blocks)
              ? await serpapiGet(
                  'google_ai_overview',
                  settings,
                  { engine: 'google_ai_overview', page_token: token },
                  signal,
                )
              : undefined;
          return { search, followUp };
        },
      );
      const overview = value.followUp ? value.followUp.ai_overview : value.search.ai_overview;
      return {
        platform: 'google_ai_overview',
        model: settings.model,
        searchQueries: [prompt],
        latencyMs,
        usage: { searchQueries: value.followUp ? 2 : 1 },
        simulated: false,
        raw: value,
        ...parseAiOverview(overview),
      };
    },
  };
}

/** Organic results as text ("1. Title - snippet" lines), each line citing its result. */
export function parseOrganicResults(
  search: unknown,
): Pick<Answer, 'text' | 'retrievedSources' | 'citedSources' | 'organicResults'> {
  const results = isObject(search) ? asArray(search.organic_results).filter(isObject) : [];
  const organic: OrganicResult[] = [];
  const cited: Citation[] = [];
  let text = '';
  results.forEach((r, i) => {
    const s = source(asString(r.link), asString(r.title));
    if (!s) return;
    const position = asNumber(r.position) ?? i + 1;
    organic.push({ position, ...s });
    if (text) text += '\n';
    const start = text.length;
    text += `${position}. ${[s.title, asString(r.snippet)].filter(Boolean).join(' - ')}`;
    const c = citation(s.url, s.title, start, text.length);
    if (c) cited.push(c);
  });
  return {
    text,
    organicResults: organic,
    citedSources: cited,
    retrievedSources: organic.map(({ url, title }) => ({ url, ...(title ? { title } : {}) })),
  };
}

/** Google organic results through SerpApi; the analyzer derives the brand's organic rank. */
export function createGoogleSearchPlatform(settings: PlatformSettings): Platform {
  return {
    id: 'google_search',
    model: settings.model,
    simulated: false,
    async ask(prompt: string, options: AskOptions = {}): Promise<Answer> {
      const { value, latencyMs } = await timedCall(
        'google_search',
        settings.timeoutMs,
        options.signal,
        (signal) => serpapiGet('google_search', settings, searchParams(prompt, options), signal),
      );
      return {
        platform: 'google_search',
        model: settings.model,
        searchQueries: [prompt],
        latencyMs,
        usage: { searchQueries: 1 },
        simulated: false,
        raw: value,
        ...parseOrganicResults(value),
      };
    },
  };
}
