/** URL and domain helpers: tracking-parameter stripping and registrable domains (eTLD+1). */
import { parse } from 'tldts';

const TRACKING_PARAM =
  /^(utm_[a-z0-9_]*|gclid|gclsrc|dclid|fbclid|msclkid|yclid|igshid|mc_cid|mc_eid|_hsenc|_hsmi|ref|ref_src|srsltid)$/i;

/** Removes tracking parameters (utm_*, gclid, fbclid, ref, ...) and text fragments; keeps the rest. */
export function cleanUrl(url: string): string {
  const trimmed = url.trim();
  if (PLAIN_URL.test(trimmed) && !DOT_SEGMENT.test(trimmed)) {
    return trimmed.indexOf('/', trimmed.indexOf('//') + 2) === -1 ? `${trimmed}/` : trimmed;
  }
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return trimmed;
  }
  if (parsed.search) {
    for (const key of [...parsed.searchParams.keys()]) {
      if (TRACKING_PARAM.test(key)) parsed.searchParams.delete(key);
    }
    if ([...parsed.searchParams.keys()].length === 0) parsed.search = '';
  }
  if (parsed.hash.startsWith('#:~:')) parsed.hash = '';
  return parsed.toString();
}

/**
 * Most source URLs are plain: a lower-case ASCII host and a path of URL-safe characters, no query or
 * fragment. The WHATWG parser returns those unchanged (bar a '/' for an empty path), so they skip it;
 * urls.spec.ts checks the shortcut against the parser.
 */
const PLAIN_URL = /^https?:\/\/(?:[a-z0-9-]+\.)+[a-z][a-z0-9-]*(?:\/[A-Za-z0-9\-._~!$&'()*+,;=:@]*)*$/;
const DOT_SEGMENT = /\/\.{1,2}(?:\/|$)/;
/** A lower-case ASCII host with no user, port or trailing dot, as the parser would return it. */
const SIMPLE_HOST = /^(?:https?:\/\/)?((?:[a-z0-9-]+\.)+[a-z][a-z0-9-]*)(?=[/?#]|$)/;

/** Lower-case host without a leading "www."; accepts a URL or a bare host. */
export function hostOf(urlOrHost: string): string | undefined {
  const value = urlOrHost.trim();
  if (!value) return undefined;
  const simple = SIMPLE_HOST.exec(value);
  let host: string;
  if (simple) {
    host = simple[1] as string;
    return host.startsWith('www.') ? host.slice(4) : host;
  }
  try {
    host = new URL(value.includes('://') ? value : `https://${value}`).hostname;
  } catch {
    return undefined;
  }
  host = host.toLowerCase().replace(/\.$/, '');
  return host.startsWith('www.') ? host.slice(4) : host;
}

/**
 * The registrable domain by the Public Suffix List (tldts, ICANN and private sections): "acme.co.uk"
 * for "shop.acme.co.uk", "user.github.io" for a GitHub Pages host. Hosts without a known public
 * suffix (intranet names, IPs) pass through as they are.
 */
export function registrableDomain(urlOrHost: string): string | undefined {
  const host = hostOf(urlOrHost);
  if (!host) return undefined;
  if (/^[\d.]+$/.test(host) || host.includes(':') || !host.includes('.')) return host;
  let domain = DOMAINS.get(host);
  if (domain === undefined) {
    domain = parse(host, { allowPrivateDomains: true }).domain ?? host;
    if (DOMAINS.size >= DOMAIN_CACHE_SIZE) DOMAINS.clear();
    DOMAINS.set(host, domain);
  }
  return domain;
}

/** Hosts repeat across answers (the same review sites, the same brands): remember their domains. */
const DOMAINS = new Map<string, string>();
const DOMAIN_CACHE_SIZE = 10_000;

/** The registrable domain of a host written in text, or undefined when its suffix is not public. */
export function knownRegistrableDomain(host: string): string | undefined {
  const parsed = parse(host.toLowerCase(), { allowPrivateDomains: true });
  if (!parsed.domain || !(parsed.isIcann || parsed.isPrivate)) return undefined;
  return parsed.domain;
}

/** True when `value` looks like a bare domain ("acme.com"), e.g. a Gemini grounding chunk title. */
export function looksLikeDomain(value: string): boolean {
  return /^(?:[a-z0-9-]+\.)+[a-z]{2,}$/i.test(value.trim());
}
