import type { APIRequestContext } from '@playwright/test';

export interface SeededUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  orgId: string;
  accountId: string;
}

let n = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${++n}@example.com`;

/** Creates a user (with an organization and account) through the API. */
export async function seedUser(
  request: APIRequestContext,
  overrides: Partial<SeededUser> = {},
): Promise<SeededUser> {
  const user = {
    email: uniqueEmail(),
    password: 'Sup3rSecret!',
    firstName: 'Seeded',
    lastName: 'User',
    ...overrides,
  };
  const res = await request.post('/api/auth/signup', {
    data: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      country: 'IN',
      password: user.password,
    },
  });
  if (res.status() !== 201) throw new Error(`seed signup failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as {
    user: { organizations: Array<{ id: string; accounts: Array<{ id: string }> }> };
  };
  const org = body.user.organizations[0]!;
  return { ...user, orgId: org.id, accountId: org.accounts[0]!.id };
}
