import type { PlatformId } from './types';

export type PlatformErrorKind = 'auth' | 'rate_limit' | 'spend_limit' | 'server' | 'timeout' | 'bad_response';

export interface PlatformErrorOptions {
  kind: PlatformErrorKind;
  retryable: boolean;
  retryAfterMs?: number;
  status?: number;
  cause?: unknown;
}

/**
 * Every failure of a platform call, normalized. `retryable` tells the caller whether another attempt
 * can succeed; `retryAfterMs` is the provider's own wait hint (Retry-After) when it sent one.
 */
export class PlatformError extends Error {
  readonly platform: PlatformId;
  readonly kind: PlatformErrorKind;
  readonly retryable: boolean;
  readonly retryAfterMs?: number;
  readonly status?: number;

  constructor(platform: PlatformId, message: string, options: PlatformErrorOptions) {
    super(`${platform}: ${message}`, { cause: options.cause });
    this.name = 'PlatformError';
    this.platform = platform;
    this.kind = options.kind;
    this.retryable = options.retryable;
    if (options.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs;
    if (options.status !== undefined) this.status = options.status;
  }
}

export function isPlatformError(value: unknown): value is PlatformError {
  return value instanceof PlatformError;
}

type HeaderBag = { get(name: string): string | null } | Record<string, string | string[] | undefined>;

function headerValue(headers: HeaderBag | undefined, name: string): string | undefined {
  if (!headers) return undefined;
  if (typeof (headers as { get?: unknown }).get === 'function') {
    return (headers as { get(name: string): string | null }).get(name) ?? undefined;
  }
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Reads `retry-after-ms` (OpenAI, Anthropic) or `retry-after` (seconds or an HTTP date) into
 * milliseconds. Returns undefined when absent or unparseable.
 */
export function parseRetryAfter(
  headers: HeaderBag | undefined,
  now: number = Date.now(),
): number | undefined {
  const ms = headerValue(headers, 'retry-after-ms');
  if (ms !== undefined && ms.trim() !== '' && Number.isFinite(Number(ms)) && Number(ms) >= 0) {
    return Math.round(Number(ms));
  }
  const value = headerValue(headers, 'retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

const SPEND_LIMIT_MARKERS = [
  'spend_limit',
  'insufficient_quota',
  'billing_error',
  'credit balance',
  'run out of searches',
  'out of credits',
];

const INVALID_KEY_MARKERS = ['api_key_invalid', 'api key not valid', 'invalid_api_key', 'invalid api key'];

/** Text that identifies the cause of an SDK error (codes first, then the message). */
function errorCodes(err: Record<string, unknown>): string {
  const parts: unknown[] = [err.code, err.errorCode, err.type, err.message];
  const body = err.error as Record<string, unknown> | undefined;
  if (body && typeof body === 'object') {
    parts.push(body.code, body.type, body.message);
    const inner = body.error as Record<string, unknown> | undefined;
    if (inner && typeof inner === 'object') {
      parts.push(
        inner.type,
        inner.message,
        (inner.details as Record<string, unknown> | undefined)?.error_code,
      );
    }
  } else if (typeof body === 'string') {
    parts.push(body);
  }
  return parts
    .filter((p): p is string => typeof p === 'string')
    .join(' ')
    .toLowerCase();
}

/** Classifies an HTTP status (and the codes the provider sent with it). */
export function errorFromStatus(
  platform: PlatformId,
  status: number,
  detail: { codes?: string; retryAfterMs?: number; message?: string; cause?: unknown },
): PlatformError {
  const codes = detail.codes ?? '';
  const message = detail.message ?? `HTTP ${status}`;
  const base = { status, cause: detail.cause };
  const retryAfter = detail.retryAfterMs === undefined ? {} : { retryAfterMs: detail.retryAfterMs };
  if (status === 402 || SPEND_LIMIT_MARKERS.some((m) => codes.includes(m))) {
    return new PlatformError(platform, message, { ...base, kind: 'spend_limit', retryable: false });
  }
  // Gemini answers a bad key with 400 API_KEY_INVALID rather than 401.
  if (
    status === 401 ||
    status === 403 ||
    (status === 400 && INVALID_KEY_MARKERS.some((m) => codes.includes(m)))
  ) {
    return new PlatformError(platform, message, { ...base, kind: 'auth', retryable: false });
  }
  if (status === 429) {
    return new PlatformError(platform, message, {
      ...base,
      ...retryAfter,
      kind: 'rate_limit',
      retryable: true,
    });
  }
  if (status === 408 || status >= 500) {
    return new PlatformError(platform, message, { ...base, ...retryAfter, kind: 'server', retryable: true });
  }
  // Other 4xx: the request itself is wrong; repeating it cannot help.
  return new PlatformError(platform, message, { ...base, kind: 'bad_response', retryable: false });
}

/**
 * Turns whatever an SDK or fetch threw into a PlatformError. Works on the shape of the error (status,
 * headers, body) so one function serves openai, @anthropic-ai/sdk, @google/genai and fetch.
 */
export function toPlatformError(platform: PlatformId, err: unknown): PlatformError {
  if (err instanceof PlatformError) return err;
  const e = (err && typeof err === 'object' ? err : { message: String(err) }) as Record<string, unknown>;
  const message = typeof e.message === 'string' ? e.message : 'unknown error';
  const status = typeof e.status === 'number' ? e.status : undefined;
  if (status !== undefined) {
    return errorFromStatus(platform, status, {
      codes: errorCodes(e),
      retryAfterMs: parseRetryAfter(e.headers as HeaderBag | undefined),
      message,
      cause: err,
    });
  }
  const name = typeof e.name === 'string' ? e.name : '';
  if (
    name === 'SyntaxError' ||
    /json|unexpected end|unterminated|terminated|premature close/i.test(message)
  ) {
    return new PlatformError(platform, `malformed response: ${message}`, {
      kind: 'bad_response',
      retryable: true,
      cause: err,
    });
  }
  if (/timeout|timed out/i.test(name + message)) {
    return new PlatformError(platform, message, { kind: 'timeout', retryable: true, cause: err });
  }
  // Connection refused or reset, DNS failure, socket closed: the service is unreachable for now.
  return new PlatformError(platform, `connection failed: ${message}`, {
    kind: 'server',
    retryable: true,
    cause: err,
  });
}
