import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './support/test-app';

describe('rate limits on the public auth endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FACTOR: '1' });
  }, 60_000);
  afterAll(() => t.close());

  it('login: the 11th attempt for one account within 15 minutes is 429 with Retry-After', async () => {
    const email = `target-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        body: { email, password: 'guess' + i },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(900);
        expect(res.body).toMatchObject({
          code: 'RATE_LIMITED',
          message: 'Too many attempts. Please try again in 15 minutes.',
        });
      }
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('forgot password: per-email limit, same answer for known and unknown emails', async () => {
    const email = `forgot-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email } })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('signup: per-IP limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/signup',
        body: {
          firstName: 'R',
          lastName: 'L',
          email: `rl-${Date.now()}-${i}@example.com`,
          country: 'IN',
          password: 'longenough1',
        },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  }, 30_000);
});
