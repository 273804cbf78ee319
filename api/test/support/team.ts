import type { AuthResponse, RoleName } from '@lantern/contracts';
import type { TestApp } from './test-app';

export const PASSWORD = 'Correct-horse-1';

export interface Team {
  orgId: string;
  accountId: string;
  /** A second account of the same organization, where only the owner is a member. */
  otherAccountId: string;
  owner: AuthResponse;
  tokens: Record<RoleName, string>;
  userIds: Record<RoleName, string>;
  roleIds: Record<RoleName, string>;
}

let n = 0;
const unique = (label: string) => `${label}-${Date.now()}-${++n}@example.com`;

/** The newest mail to an address in the outbox, with the token and email of its link. */
export async function lastMail(t: TestApp, to: string, kind?: string) {
  const rows = await t.query(
    `SELECT subject, link, text_body AS text, status FROM mail_outbox
      WHERE lower(to_address) = lower($1) AND ($2::text IS NULL OR kind = $2) ORDER BY created_at DESC LIMIT 1`,
    [to, kind ?? null],
  );
  const mail = rows[0] as { subject: string; link: string; text: string; status: string } | undefined;
  if (!mail) return undefined;
  const url = new URL(mail.link);
  return { ...mail, url, token: url.searchParams.get('token') ?? '' };
}

/** Polls the outbox (mail written by a job arrives a moment after the request). */
export async function waitForMail(
  t: TestApp,
  to: string,
  kind: string,
  after = new Date(0),
  timeoutMs = 8000,
) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const rows = await t.query(
      'SELECT created_at FROM mail_outbox WHERE lower(to_address) = lower($1) AND kind = $2 ORDER BY created_at DESC LIMIT 1',
      [to, kind],
    );
    if (rows[0] && new Date(rows[0].created_at) > after) return (await lastMail(t, to, kind))!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${kind} mail to ${to} within ${timeoutMs} ms`);
}

export async function roleIds(t: TestApp, token: string): Promise<Record<RoleName, string>> {
  const res = await t.request({ method: 'GET', url: '/api/roles/', token });
  return Object.fromEntries(res.body.map((r: { name: string; id: string }) => [r.name, r.id])) as Record<
    RoleName,
    string
  >;
}

/** Invites an email into an account and accepts as a new user; returns the session. */
export async function inviteAndAccept(
  t: TestApp,
  by: { token: string; orgId: string; accountId: string },
  roleId: string,
  email = unique('member'),
): Promise<AuthResponse> {
  const sent = await t.request({
    method: 'POST',
    url: `/api/organizations/${by.orgId}/invites`,
    token: by.token,
    body: { email, roleId, accountId: by.accountId },
  });
  if (sent.status !== 201) throw new Error(`invite failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  const mail = (await lastMail(t, email, 'invite'))!;
  const accepted = await t.request({
    method: 'POST',
    url: '/api/invites/accept',
    body: {
      token: mail.token,
      email,
      firstName: 'Team',
      lastName: 'Member',
      country: 'GB',
      password: PASSWORD,
    },
  });
  if (accepted.status !== 200)
    throw new Error(`accept failed: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return accepted.body as AuthResponse;
}

/**
 * A business-tier organization with one member per role in its first account, plus a second account
 * (owner only). Everything is made through the API.
 */
export async function createTeam(t: TestApp): Promise<Team> {
  const owner = await t.signup({ email: unique('owner') });
  const orgId = owner.user.organizations[0]!.id;
  const accountId = owner.user.organizations[0]!.accounts[0]!.id;
  const tier = await t.request({
    method: 'PATCH',
    url: `/api/organizations/${orgId}/tier`,
    token: owner.accessToken,
    body: { tier: 'business' },
  });
  if (tier.status !== 200) throw new Error(`tier change failed: ${tier.status} ${JSON.stringify(tier.body)}`);
  const roles = await roleIds(t, owner.accessToken);
  const by = { token: owner.accessToken, orgId, accountId };
  const admin = await inviteAndAccept(t, by, roles.admin);
  const user = await inviteAndAccept(t, by, roles.user);
  const viewer = await inviteAndAccept(t, by, roles.viewer);
  const other = await t.request({
    method: 'POST',
    url: `/api/accounts/organizations/${orgId}`,
    token: owner.accessToken,
    body: { name: `Second ${n}`, description: 'Only the owner', actor_account_id: accountId },
  });
  if (other.status !== 201) throw new Error(`account failed: ${other.status} ${JSON.stringify(other.body)}`);
  return {
    orgId,
    accountId,
    otherAccountId: other.body.id,
    owner,
    tokens: {
      super_admin: owner.accessToken,
      admin: admin.accessToken,
      user: user.accessToken,
      viewer: viewer.accessToken,
    },
    userIds: { super_admin: owner.user.id, admin: admin.user.id, user: user.user.id, viewer: viewer.user.id },
    roleIds: roles,
  };
}
