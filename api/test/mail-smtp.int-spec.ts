import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSmtpSink } from './support/smtp-sink';
import { createTestApp, type TestApp } from './support/test-app';

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('mail over SMTP (nodemailer against a loopback SMTP server)', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      SMTP_URL: sink.url,
      APP_URL: 'https://app.lantern.example',
      MAIL_FROM: 'Lantern <mail@lantern.example>',
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('delivers the reset mail through SMTP and marks the outbox row sent', async () => {
    const { user } = await t.signup();
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: user.email } });
    const mail = await until(async () => sink.mails.find((m) => m.to.some((to) => to.includes(user.email))));
    expect(mail.from).toContain('mail@lantern.example');
    expect(mail.data).toContain('Subject: Reset your Lantern password');
    expect(mail.data.replace(/=\r\n/g, '')).toContain('https://app.lantern.example/reset-password?token=');
    const row = await until(async () => {
      const [r] = await t.query(
        "SELECT status, attempts FROM mail_outbox WHERE to_address = $1 AND kind = 'password_reset'",
        [user.email],
      );
      return r?.status === 'sent' ? r : undefined;
    });
    expect(row).toEqual({ status: 'sent', attempts: 1 });
  }, 30_000);

  it('retries a temporary SMTP failure and then delivers once', async () => {
    const { user } = await t.signup();
    sink.failNext(1);
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', body: { email: user.email } });
    const row = await until(async () => {
      const [r] = await t.query(
        'SELECT status, attempts, last_error FROM mail_outbox WHERE to_address = $1',
        [user.email],
      );
      return r?.status === 'sent' ? r : undefined;
    }, 40_000);
    expect(row.attempts).toBe(2);
    expect(row.last_error).toContain('451');
    expect(sink.mails.filter((m) => m.to.some((to) => to.includes(user.email)))).toHaveLength(1);
  }, 60_000);
});
