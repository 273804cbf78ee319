import { errorFromStatus, parseRetryAfter, PlatformError, toPlatformError } from './errors';

describe('parseRetryAfter', () => {
  it('reads seconds, HTTP dates and retry-after-ms', () => {
    expect(parseRetryAfter(new Headers({ 'retry-after': '7' }))).toBe(7000);
    expect(parseRetryAfter(new Headers({ 'retry-after': '1.5' }))).toBe(1500);
    expect(parseRetryAfter(new Headers({ 'retry-after-ms': '250', 'retry-after': '9' }))).toBe(250);
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter({ 'Retry-After': 'Wed, 01 Jan 2025 00:00:30 GMT' }, now)).toBe(30_000);
    expect(parseRetryAfter({ 'retry-after': 'soon' })).toBeUndefined();
    expect(parseRetryAfter(undefined)).toBeUndefined();
  });
});

describe('errorFromStatus', () => {
  it.each([
    [401, '', 'auth', false],
    [403, '', 'auth', false],
    [402, '', 'spend_limit', false],
    [429, '', 'rate_limit', true],
    [429, 'insufficient_quota', 'spend_limit', false],
    [429, 'enforced_spend_limit_reached', 'spend_limit', false],
    [408, '', 'server', true],
    [500, '', 'server', true],
    [529, 'overloaded_error', 'server', true],
    [400, 'invalid_request_error', 'bad_response', false],
    [400, 'api_key_invalid', 'auth', false],
  ])('%i %s -> %s', (status, codes, kind, retryable) => {
    expect(errorFromStatus('claude', status, { codes })).toMatchObject({ kind, retryable, status });
  });
});

describe('toPlatformError', () => {
  it('keeps a PlatformError as it is', () => {
    const e = new PlatformError('gemini', 'x', { kind: 'timeout', retryable: true });
    expect(toPlatformError('gemini', e)).toBe(e);
  });

  it('reads status, headers and body codes of SDK errors', () => {
    const sdkError = Object.assign(new Error('429 spend'), {
      status: 429,
      headers: new Headers({ 'retry-after': '3' }),
      error: {
        type: 'error',
        error: { type: 'rate_limit_error', details: { error_code: 'enforced_spend_limit_reached' } },
      },
    });
    const normalized = toPlatformError('claude', sdkError);
    expect(normalized).toMatchObject({ kind: 'spend_limit', retryable: false, status: 429 });
    // A spend limit is not waited out: no Retry-After is passed on.
    expect(normalized.retryAfterMs).toBeUndefined();
  });

  it('classifies parse errors as bad responses and other failures as connection problems', () => {
    expect(toPlatformError('chatgpt', new SyntaxError('Unexpected end of JSON input'))).toMatchObject({
      kind: 'bad_response',
      retryable: true,
    });
    expect(toPlatformError('chatgpt', new Error('connect ECONNREFUSED 127.0.0.1:1'))).toMatchObject({
      kind: 'server',
      retryable: true,
    });
  });
});
