import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SUCCESS } from '@lantern/contracts';
import { waitForMail } from './support/team';
import { createTestApp, type TestApp } from './support/test-app';

describe('forgot and reset password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_URL: 'https://app.lantern.example' });
  }, 60_000);
  afterAll(() => t.close());

  const forgot = (email: string, headers?: Record<string, string>) =>
    t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email }, headers });
  const reset = (body: Record<string, unknown>) =>
    t.request({ method: 'POST', url: '/api/auth/reset-password', body });

  it('answers known and unknown emails identically', async () => {
    const { user } = await t.signup();
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect({ ...known.body }).toEqual({ message: SUCCESS.forgotSent });
    expect(unknown.body).toEqual(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
  });

  it('mails a single-use link from APP_URL; the new password works and every old token is revoked', async () => {
    const s = await t.signup();
    const before = new Date(Date.now() - 1000);
    await forgot(s.user.email.toUpperCase(), { host: 'evil.example' });
    const mail = await waitForMail(t, s.user.email, 'password_reset', before);
    expect(mail.url.origin + mail.url.pathname).toBe('https://app.lantern.example/reset-password');
    expect(mail.url.searchParams.get('email')).toBe(s.user.email);
    expect(mail.token).toMatch(/^[0-9a-f]{64}$/);
    const res = await reset({ token: mail.token, new_password: 'brand-new-pass-9', email: s.user.email });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Password Reset Successful');
    expect((await t.request({ method: 'GET', url: '/api/users/me', token: s.accessToken })).status).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: s.user.email, password: 'brand-new-pass-9' },
    });
    expect(login.status).toBe(200);
    const replay = await reset({ token: mail.token, new_password: 'another-pass-10' });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('Invalid or expired reset token. Please request a new password reset.');
    const types = await t.query(
      'SELECT activity_type FROM activities WHERE user_id = $1 ORDER BY created_at',
      [s.user.id],
    );
    expect(types.map((r) => r.activity_type)).toEqual(
      expect.arrayContaining(['password_reset_requested', 'password_reset_completed']),
    );
  }, 20_000);

  it('a new link voids the previous one; expired links and short passwords are refused', async () => {
    const s = await t.signup();
    const t0 = new Date(Date.now() - 1000);
    await forgot(s.user.email);
    const first = await waitForMail(t, s.user.email, 'password_reset', t0);
    await new Promise((r) => setTimeout(r, 20));
    await forgot(s.user.email);
    const second = await waitForMail(t, s.user.email, 'password_reset', new Date(Date.now() - 10));
    expect(second.token).not.toBe(first.token);
    expect((await reset({ token: first.token, new_password: 'brand-new-pass-9' })).status).toBe(400);
    const short = await reset({ token: second.token, new_password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.errors.new_password).toBe('Password must be at least 8 characters long');
    await t.query("UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1", [
      s.user.id,
    ]);
    expect((await reset({ token: second.token, new_password: 'brand-new-pass-9' })).status).toBe(400);
    expect((await reset({ token: 'not-a-token', new_password: 'brand-new-pass-9' })).status).toBe(400);
    const wrongEmail = await reset({
      token: second.token,
      new_password: 'brand-new-pass-9',
      email: 'x@example.com',
    });
    expect(wrongEmail.status).toBe(400);
  }, 20_000);

  it('validates the email of the forgot form', async () => {
    const res = await forgot('');
    expect(res.status).toBe(400);
    expect(res.body.errors.email).toBe('Email is required');
    expect((await forgot('nope')).body.errors.email).toBe('Invalid email');
  });
});
