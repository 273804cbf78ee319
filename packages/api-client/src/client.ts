import { ApiRequestError, extractErrorMessage } from './errors';

export const REQUEST_TIMEOUT_MS = 30_000;

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export interface ApiClientOptions {
  baseUrl: string;
  getToken(): string | null;
  /** Called on any 401 (the session layer clears itself and goes to /login). */
  onUnauthorized?(): void;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** 'text' returns a successful body as it came (a CSV download); errors are parsed as usual. */
  responseType?: 'json' | 'text';
}

/**
 * Serialises query parameters: empty values are left out and arrays use the bracket suffix
 * (`status[]=a&status[]=b`), as the API expects.
 */
export function toQueryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(`${key}[]`, String(v));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient(options: ApiClientOptions) {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException('Request timed out', 'TimeoutError')),
      timeoutMs,
    );
    const onAbort = () => controller.abort(opts.signal?.reason);
    opts.signal?.addEventListener('abort', onAbort);
    const asText = opts.responseType === 'text';
    const headers: Record<string, string> = { accept: asText ? '*/*' : 'application/json' };
    const token = options.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(`${options.baseUrl}${path}${toQueryString(opts.query)}`, {
        method,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        credentials: 'include',
        signal: controller.signal,
      });
    } catch (err) {
      const timedOut =
        controller.signal.reason instanceof DOMException && controller.signal.reason.name === 'TimeoutError';
      throw new ApiRequestError(
        0,
        timedOut ? 'The request timed out. Please try again.' : 'Network request failed',
        err,
      );
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    }
    const raw = await response.text();
    if (asText && response.ok) return raw as T;
    const body = parseBody(raw);
    if (!response.ok) {
      if (response.status === 401) options.onUnauthorized?.();
      throw new ApiRequestError(response.status, extractErrorMessage(body) ?? response.statusText, body);
    }
    return body as T;
  }

  return {
    request,
    get: <T>(path: string, opts?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, { ...opts, body }),
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PATCH', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
  };
}

function parseBody(raw: string): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
