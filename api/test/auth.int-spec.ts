import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from './support/test-app';

describe('auth: signup, login, current user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('signup creates the user, a free organization and its first account with the user as super_admin', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'Ada@Example.com',
        country: 'in',
        password: 'analytical1',
        companyName: 'Engines Ltd',
      },
    });
    expect(res.status).toBe(201);
    expect(typeof res.body.accessToken).toBe('string');
    const user = res.body.user;
    expect(user).toMatchObject({
      email: 'Ada@Example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: 'IN',
      state: 'active',
    });
    expect(user.organizations).toHaveLength(1);
    expect(user.organizations[0]).toMatchObject({ name: 'Engines Ltd', tier: 'free' });
    expect(user.organizations[0].accounts).toHaveLength(1);
    expect(user.organizations[0].accounts[0].role.name).toBe('super_admin');
  });

  it('stores the password as an argon2id hash with the required parameters', async () => {
    const { user } = await t.signup();
    const ds = t.app.get(await import('typeorm').then((m) => m.DataSource));
    const [row] = await ds.query('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('writes one user_registered activity in the new organization', async () => {
    const { user } = await t.signup();
    const ds = t.app.get(await import('typeorm').then((m) => m.DataSource));
    const rows = await ds.query('SELECT activity_type, organization_id FROM activities WHERE user_id = $1', [
      user.id,
    ]);
    expect(rows).toEqual([{ activity_type: 'user_registered', organization_id: user.organizations[0]!.id }]);
  });

  it('rejects a second signup with the same email in any letter case (409)', async () => {
    await t.signup({ email: 'dup@example.com' });
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      body: {
        firstName: 'A',
        lastName: 'B',
        email: 'DUP@example.com',
        country: 'IN',
        password: 'password123',
      },
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'An account with this email already exists',
    });
  });

  it('answers invalid signup input with the spec messages per field (400)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      body: { email: 'nope', password: 'short' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      email: 'Please enter a valid email address',
      country: 'Country is required',
      password: 'Password must be at least 8 characters long',
    });
    expect(typeof res.body.requestId).toBe('string');
  });

  it.each([
    [
      'unknown fields',
      {
        firstName: 'A',
        lastName: 'B',
        email: 'a@b.co',
        country: 'IN',
        password: 'password123',
        role: 'admin',
      },
    ],
    ['wrong types', { firstName: 42, lastName: ['x'], email: {}, country: 'IN', password: true }],
    [
      'a NUL byte',
      { firstName: 'A\u0000', lastName: 'B', email: 'a@b.co', country: 'IN', password: 'password123' },
    ],
    [
      'a non-ISO country',
      { firstName: 'A', lastName: 'B', email: 'a@b.co', country: '1;', password: 'password123' },
    ],
    ['an array body', [1, 2, 3]],
  ])('rejects %s with a 400', async (_label, body) => {
    const res = await t.request({ method: 'POST', url: '/api/auth/signup', body });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('accepts emoji and right-to-left names', async () => {
    const res = await t.signup({ firstName: 'سارة', lastName: 'Ö 🌟' });
    expect(res.user.firstName).toBe('سارة');
    expect(res.user.lastName).toBe('Ö 🌟');
  });

  it('rejects malformed JSON and oversized bodies with 4xx, never 500', async () => {
    const bad = await t.request({ method: 'POST', url: '/api/auth/login', body: '{bad' });
    expect(bad.status).toBe(400);
    const huge = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'a@b.co', password: 'x'.repeat(2_000_000) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('logs in case-insensitively and returns the same user', async () => {
    const { user } = await t.signup({ email: 'Mixed.Case@Example.com', password: 'password123' });
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'mixed.case@example.com', password: 'password123' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
  });

  it('answers a wrong password and an unknown email identically (401 Invalid email or password)', async () => {
    await t.signup({ email: 'known@example.com', password: 'password123' });
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'known@example.com', password: 'nope-nope' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'ghost@example.com', password: 'nope-nope' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      });
    }
    expect(Object.keys(wrong.body).sort()).toEqual(Object.keys(unknown.body).sort());
  });

  it('GET /users/me needs a valid token', async () => {
    const { accessToken, user } = await t.signup();
    const me = await t.request({ method: 'GET', url: '/api/users/me', token: accessToken });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
    expect((await t.request({ method: 'GET', url: '/api/users/me' })).status).toBe(401);
    const [h, p, s] = accessToken.split('.');
    const tampered = `${h}.${p}.${s!.slice(0, -2)}xx`;
    expect((await t.request({ method: 'GET', url: '/api/users/me', token: tampered })).status).toBe(401);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    expect((await t.request({ method: 'GET', url: '/api/users/me', token: none })).status).toBe(401);
  });
});
