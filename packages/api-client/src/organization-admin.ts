import type { Account, MessageResponse, Tier, UsageResponse } from '@lantern/contracts';
import type { ApiClient } from './client';

const orgPath = (orgId: string) => `/accounts/organizations/${encodeURIComponent(orgId)}`;

/** Account management of spec section 7: create, rename / describe, delete an organization's accounts. */
export const accountAdminApi = (api: ApiClient) => ({
  create: (
    orgId: string,
    body: { name: string; description: string; actorAccountId: string; userId?: string },
  ) =>
    api.post<Account>(orgPath(orgId), {
      name: body.name,
      description: body.description,
      actor_account_id: body.actorAccountId,
      user_id: body.userId,
    }),
  update: (orgId: string, accountId: string, body: { name: string; description: string }) =>
    api.patch<Account>(`${orgPath(orgId)}/${encodeURIComponent(accountId)}`, body),
  remove: (orgId: string, accountId: string) =>
    api.delete<MessageResponse>(`${orgPath(orgId)}/${encodeURIComponent(accountId)}`),
});

/** Usage & Billing: usage against the plan's limits, and the plan switch (super_admin, PLAN_CHANGES=self-serve). */
export const billingApi = (api: ApiClient) => ({
  usage: (organizationId: string, accountId: string, signal?: AbortSignal) =>
    api.get<UsageResponse>('/usage/organization', {
      query: { organization_id: organizationId, account_id: accountId },
      signal,
    }),
  changeTier: (organizationId: string, tier: Tier) =>
    api.patch<{ id: string; tier: Tier }>(`/organizations/${encodeURIComponent(organizationId)}/tier`, {
      tier,
    }),
});
