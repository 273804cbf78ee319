import type { APIRequestContext, APIResponse } from '@playwright/test';

export interface SeededUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** Names the user's organization (the API defaults to "{firstName}'s Organization"). */
  companyName?: string;
  orgId: string;
  orgName: string;
  accountId: string;
  accountName: string;
  /** The access token of the sign-up (the user is super_admin of the new organization). */
  token: string;
}

type SeedInput = Partial<Pick<SeededUser, 'email' | 'password' | 'firstName' | 'lastName' | 'companyName'>>;

let n = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${++n}@example.com`;

async function ok<T>(res: APIResponse, what: string, status = [200, 201]): Promise<T> {
  if (!status.includes(res.status())) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Creates a user (with an organization and account) through the API. `origin` targets another
 * instance (e.g. http://localhost:8124); by default the request context's baseURL.
 */
export async function seedUser(
  request: APIRequestContext,
  overrides: SeedInput = {},
  origin = '',
): Promise<SeededUser> {
  const user = {
    email: uniqueEmail(),
    password: 'Sup3rSecret!',
    firstName: 'Seeded',
    lastName: 'User',
    ...overrides,
  };
  const res = await request.post(`${origin}/api/auth/signup`, {
    data: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      country: 'IN',
      password: user.password,
      ...(user.companyName ? { companyName: user.companyName } : {}),
    },
  });
  if (res.status() !== 201) throw new Error(`seed signup failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as {
    accessToken: string;
    user: {
      organizations: Array<{ id: string; name: string; accounts: Array<{ id: string; name: string }> }>;
    };
  };
  const org = body.user.organizations[0]!;
  const account = org.accounts[0]!;
  return {
    ...user,
    orgId: org.id,
    orgName: org.name,
    accountId: account.id,
    accountName: account.name,
    token: body.accessToken,
  };
}

export type Tier = 'free' | 'starter' | 'business' | 'enterprise';
export type RoleName = 'super_admin' | 'admin' | 'user' | 'viewer';

/** Calls of the API made as a signed-in user (a seeded owner), to set up what a test needs. */
export class LanternApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
    private readonly origin = '',
  ) {}

  static as(request: APIRequestContext, user: Pick<SeededUser, 'token'>, origin = '') {
    return new LanternApi(request, user.token, origin);
  }

  private url(path: string) {
    return `${this.origin}/api${path}`;
  }

  /** PATCH /organizations/{orgId}/tier (super_admin only). */
  async setTier(orgId: string, tier: Tier): Promise<void> {
    const res = await this.request.patch(this.url(`/organizations/${orgId}/tier`), {
      headers: bearer(this.token),
      data: { tier },
    });
    await ok(res, `set tier ${tier}`);
  }

  async roleId(name: RoleName): Promise<string> {
    const res = await this.request.get(this.url('/roles'), { headers: bearer(this.token) });
    const roles = await ok<Array<{ id: string; name: string }>>(res, 'list roles');
    const role = roles.find((r) => r.name === name);
    if (!role) throw new Error(`no role ${name}`);
    return role.id;
  }

  /** POST /organizations/{orgId}/invites: mails an invite link to `email`. */
  async invite(orgId: string, accountId: string, email: string, role: RoleName = 'user'): Promise<void> {
    const res = await this.request.post(this.url(`/organizations/${orgId}/invites`), {
      headers: bearer(this.token),
      data: { email, roleId: await this.roleId(role), accountId },
    });
    await ok(res, `invite ${email}`);
  }

  /** POST /accounts/organizations/{orgId}: a further account of the organization. */
  async createAccount(orgId: string, actorAccountId: string, name: string): Promise<{ id: string }> {
    const res = await this.request.post(this.url(`/accounts/organizations/${orgId}`), {
      headers: bearer(this.token),
      data: { name, actor_account_id: actorAccountId },
    });
    return ok<{ id: string }>(res, `create account ${name}`);
  }

  /** PUT /config/user: overrides feature flags of one account. */
  async setFlags(orgId: string, accountId: string, flags: Record<string, boolean>): Promise<void> {
    const query = new URLSearchParams({ organization_id: orgId, account_id: accountId });
    const res = await this.request.put(this.url(`/config/user?${query.toString()}`), {
      headers: bearer(this.token),
      data: { flags: Object.entries(flags).map(([path, value]) => ({ path, value })) },
    });
    await ok(res, 'set feature flags');
  }

  /** POST /campaigns with sandbox-friendly defaults (no first run unless `runNow`). Returns the campaign id. */
  async createCampaign(
    orgId: string,
    accountId: string,
    values: { name: string; keywords?: string[]; prompts?: string[]; runNow?: boolean; platforms?: string[] },
  ): Promise<{ id: string }> {
    const res = await this.request.post(this.url('/campaigns'), {
      headers: bearer(this.token),
      data: {
        organizationId: orgId,
        accountId,
        name: values.name,
        websiteUrl: 'https://northwind-coffee.example',
        location: 'United States',
        keywords: values.keywords ?? ['coffee beans'],
        promptMethod: 'MANUAL_ADD',
        prompts: values.prompts ?? ['Where can I buy fresh coffee beans online?'],
        platforms: values.platforms ?? ['chatgpt'],
        samples: 1,
        runNow: values.runNow ?? false,
      },
    });
    return ok<{ id: string }>(res, `create campaign ${values.name}`);
  }

  /** GET /campaigns/{id}: the campaign with its last run. */
  async campaign(orgId: string, accountId: string, campaignId: string) {
    const query = new URLSearchParams({ organizationId: orgId, accountId });
    const res = await this.request.get(this.url(`/campaigns/${campaignId}?${query.toString()}`), {
      headers: bearer(this.token),
    });
    return ok<{ name: string; lastRun: { id: string; status: string; totalItems: number } | null }>(
      res,
      'get campaign',
    );
  }

  /** POST /campaigns/{id}/runs: Run now. */
  async startRun(orgId: string, accountId: string, campaignId: string): Promise<void> {
    const res = await this.request.post(this.url(`/campaigns/${campaignId}/runs`), {
      headers: bearer(this.token),
      data: { organizationId: orgId, accountId },
    });
    await ok(res, 'start run', [202]);
  }
}
