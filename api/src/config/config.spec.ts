import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig, urlTemplateOrigin } from './config';

describe('configuration', () => {
  it('has working defaults', () => {
    const c = loadConfig({ DATA_DIR: '/tmp/lantern-config-spec', JWT_SECRET: 'x'.repeat(32) });
    expect(c).toMatchObject({ PORT: 8000, ROLE: 'all', APP_URL: 'http://localhost:8000', SERVE_WEB: true });
    expect(c.CORS_ORIGINS).toContain('http://localhost:8000');
  });

  it('stops start-up with a message naming each wrong variable', () => {
    expect(() => loadConfig({ PORT: 'abc', ROLE: 'boss' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      expect((e as Error).message).toContain('PORT: must be between 1 and 65535 (got "70000")');
      expect((e as Error).message).toContain('DATABASE_URL: must be a postgres:// URL');
    }
  });

  it('validates the analysis judge: rules by default, llm needs a key and sane numbers', () => {
    const base = { DATA_DIR: '/tmp/lantern-config-spec', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base)).toMatchObject({ ANALYSIS_JUDGE: 'rules', ANALYSIS_JUDGE_BUDGET_USD: 1 });
    expect(() => loadConfig({ ...base, ANALYSIS_JUDGE: 'llm' })).toThrow(
      'ANALYSIS_JUDGE_API_KEY: is required',
    );
    expect(loadConfig({ ...base, ANALYSIS_JUDGE: 'llm', OPENAI_API_KEY: 'sk-x' }).ANALYSIS_JUDGE).toBe('llm');
    expect(() => loadConfig({ ...base, ANALYSIS_JUDGE: 'model' })).toThrow(
      'ANALYSIS_JUDGE: must be rules or llm',
    );
    expect(() => loadConfig({ ...base, ANALYSIS_JUDGE_BUDGET_USD: '-1' })).toThrow(
      'ANALYSIS_JUDGE_BUDGET_USD',
    );
    expect(() => loadConfig({ ...base, ANALYSIS_JUDGE_BASE_URL: 'ftp://x' })).toThrow(
      'ANALYSIS_JUDGE_BASE_URL',
    );
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET: is required in production');
  });

  it('accepts image URL templates with the placeholder after a fixed origin', () => {
    const base = { DATA_DIR: '/tmp/lantern-config-spec', JWT_SECRET: 'x'.repeat(32) };
    const c = loadConfig({
      ...base,
      LOGO_URL_TEMPLATE: 'https://img.logo.dev/{domain}?size=64',
      FLAG_URL_TEMPLATE: 'https://flagcdn.com/{code}.svg',
      COMPANY_SUGGEST_URL: 'http://127.0.0.1:9000/suggest',
    });
    expect(c).toMatchObject({ COMPANY_SUGGEST_TIMEOUT_MS: 3000 });
    expect(urlTemplateOrigin(c.LOGO_URL_TEMPLATE)).toBe('https://img.logo.dev');
    expect(urlTemplateOrigin(c.FLAG_URL_TEMPLATE)).toBe('https://flagcdn.com');
    expect(urlTemplateOrigin(undefined)).toBeNull();
    expect(() => loadConfig({ ...base, LOGO_URL_TEMPLATE: 'https://{domain}.logos.example/x.png' })).toThrow(
      'LOGO_URL_TEMPLATE: must be an http(s) URL with a fixed host',
    );
    expect(() => loadConfig({ ...base, FLAG_URL_TEMPLATE: 'https://flagcdn.com/flag.svg' })).toThrow(
      'FLAG_URL_TEMPLATE: must contain {code} or {CODE}',
    );
    expect(() => loadConfig({ ...base, COMPANY_SUGGEST_URL: 'ftp://x' })).toThrow(
      'COMPANY_SUGGEST_URL: must be a http(s) URL',
    );
  });

  it('validates how plans change: PLAN_CHANGES and BILLING_CONTACT_URL', () => {
    const base = { DATA_DIR: '/tmp/lantern-config-spec', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(base)).toMatchObject({ PLAN_CHANGES: 'self-serve' });
    expect(
      loadConfig({ ...base, PLAN_CHANGES: 'contact', BILLING_CONTACT_URL: 'https://sales.example.com' }),
    ).toMatchObject({ PLAN_CHANGES: 'contact', BILLING_CONTACT_URL: 'https://sales.example.com' });
    expect(loadConfig({ ...base, BILLING_CONTACT_URL: 'mailto:sales@example.com' }).BILLING_CONTACT_URL).toBe(
      'mailto:sales@example.com',
    );
    expect(() => loadConfig({ ...base, PLAN_CHANGES: 'stripe' })).toThrow(
      'PLAN_CHANGES: must be self-serve or contact',
    );
    expect(() => loadConfig({ ...base, BILLING_CONTACT_URL: 'javascript:alert(1)' })).toThrow(
      'BILLING_CONTACT_URL: must be a http(s):// or mailto: URL',
    );
  });
});
