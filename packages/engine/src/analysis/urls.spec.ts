import { cleanUrl, hostOf, registrableDomain } from './urls';

/** What the WHATWG parser alone gives, the reference for the plain-URL shortcuts. */
function parsedHost(value: string): string | undefined {
  try {
    const host = new URL(value.includes('://') ? value : `https://${value}`).hostname.toLowerCase();
    return host.replace(/\.$/, '').replace(/^www\./, '');
  } catch {
    return undefined;
  }
}

const URLS = [
  'https://acme.com',
  'https://acme.com/',
  'https://www.acme.com/pricing',
  'http://shop.acme.co.uk/a/b-c_d~e.html',
  "https://acme.com/it's/(x)*,;=:@!$&+",
  'https://acme.com/a/./b',
  'https://acme.com/a/../b',
  'https://acme.com/a/..',
  'https://acme.com/a/.b/c..d',
  'https://acme.com/a b',
  'https://acme.com/a%20b',
  'https://acme.com/ä',
  'https://acme.com/a|b',
  'https://ACME.com/x',
  'https://acme.com:8080/x',
  'https://user@acme.com/x',
  'https://acme.com./x',
  'https://1.2.3.04/x',
  'https://0x7f.0.0.1/',
  'https://xn--mnchen-3ya.de/a',
  'https://acme.com/x?utm_source=a&b=1',
  'https://acme.com/x#:~:text=hi',
  'https://acme.com/x#top',
  'https://acme.com\\x',
  'acme.com',
  'www.acme.com/path',
  'blog.acme.io',
  'ftp://files.acme.com/a',
];

describe('plain-URL shortcuts', () => {
  it.each(URLS)('cleanUrl(%s) equals the parser result', (url) => {
    let expected: string;
    try {
      const parsed = new URL(url);
      // The slow path's own edits (tracking parameters, text fragments) apply only to queries and
      // fragments, which the shortcut never takes.
      expected = url.includes('?') || url.includes('#') ? cleanUrl(url) : parsed.toString();
    } catch {
      expected = url;
    }
    expect(cleanUrl(url)).toBe(expected);
  });

  it.each(URLS)('hostOf(%s) equals the parser result', (url) => {
    expect(hostOf(url)).toBe(parsedHost(url));
  });

  it('keeps the slow path edits and registrable domains', () => {
    expect(cleanUrl('https://acme.com/x?utm_source=a&b=1')).toBe('https://acme.com/x?b=1');
    expect(cleanUrl('https://acme.com/x#:~:text=hi')).toBe('https://acme.com/x');
    expect(cleanUrl('https://acme.com')).toBe('https://acme.com/');
    expect(registrableDomain('https://shop.acme.co.uk/a')).toBe('acme.co.uk');
    expect(registrableDomain('https://ACME.com./x')).toBe('acme.com');
  });
});
