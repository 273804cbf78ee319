// Zod-free on purpose: UI bundles import this.
/** Company-name lookup on signup (spec sections 5 and 9). */
export const COMPANY_LOOKUP_MIN_CHARS = 3;
export const COMPANY_LOOKUP_MAX_CHARS = 100;
export const COMPANY_LOOKUP_DEBOUNCE_MS = 300;
/** Most suggestions the API returns. */
export const COMPANY_SUGGESTIONS_MAX = 10;

/** One company suggestion (spec section 3): name, logo (a URL, or null) and domain. */
export interface CompanySuggestion {
  name: string;
  domain: string;
  logo: string | null;
}

/** GET /config/public: image sources the sign-in pages may use before anyone is signed in. */
export interface PublicConfig {
  /** A logo URL with `{domain}` in it; null = initials instead of logos. */
  logoUrlTemplate: string | null;
  /** A flag image URL with `{code}` (lower case) or `{CODE}` in it; null = emoji flags. */
  flagUrlTemplate: string | null;
  /** Telemetry (spec section 9): sent only in production and only to these endpoints, when set. */
  environment: 'production' | 'development' | 'test';
  analyticsUrl: string | null;
  errorReportingUrl: string | null;
}

/** Fills a logo template with a company's domain. */
export const logoUrl = (template: string, domain: string) =>
  template.replaceAll('{domain}', encodeURIComponent(domain));

/** Fills a flag template with a country code (`{code}` lower case, `{CODE}` upper case). */
export const flagUrl = (template: string, code: string) =>
  template.replaceAll('{code}', code.toLowerCase()).replaceAll('{CODE}', code.toUpperCase());
