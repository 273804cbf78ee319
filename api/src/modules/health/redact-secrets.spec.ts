import { redactSecrets } from './system-status.controller';

describe('redactSecrets', () => {
  it.each([
    ['HTTP 401: invalid key sk-live-0123456789abcdefXYZ', 'HTTP 401: invalid key [redacted]'],
    ['request failed: api_key=abc123def456', 'request failed: api_key=[redacted]'],
    ['Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.e30.abc', 'Authorization: [redacted] [redacted]'],
    ['Gemini: API key AIzaSyA1234567890abcdefghijkl not valid', 'Gemini: API key [redacted] not valid'],
    ['token 9f8e7d6c5b4a39281706f5e4 expired', 'token [redacted] expired'],
  ])('masks a credential: %s', (input, expected) => {
    expect(redactSecrets(input)).toBe(expected);
  });

  it('keeps ordinary words after "key" or "token"', () => {
    const message =
      'Incorrect API key provided. The key was revoked or rotated; update it in the server settings.';
    expect(redactSecrets(message)).toBe(message);
    expect(redactSecrets('The token expired; sign in again.')).toBe('The token expired; sign in again.');
  });

  it('caps the message at 300 characters', () => {
    expect(redactSecrets('x'.repeat(500))).toHaveLength(300);
  });
});
