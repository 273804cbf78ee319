/** An API call that failed: the HTTP status (0 for network failures and timeouts) and the message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
  get isServerError() {
    return this.status >= 500;
  }
}

type Json = Record<string, unknown>;
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/**
 * The message of an API error body (spec section 8): the first available of `detail` (the first item's
 * `msg` when it is an array, or the string), `message`, `error`, `errors` (the first item's text or
 * message; for an object of field messages, the first one).
 */
export function extractErrorMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return text(body);
  const b = body as Json;
  if (Array.isArray(b.detail)) {
    const first = b.detail[0] as Json | string | undefined;
    const msg = typeof first === 'string' ? first : text(first?.msg);
    if (msg) return msg;
  }
  const direct = text(b.detail) ?? text(b.message) ?? text(b.error);
  if (direct) return direct;
  const errors = b.errors;
  const first = Array.isArray(errors)
    ? errors[0]
    : errors && typeof errors === 'object'
      ? Object.values(errors)[0]
      : undefined;
  return text(first) ?? text((first as Json | undefined)?.message);
}
