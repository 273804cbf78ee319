import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './config';

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

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET: is required in production');
  });
});
