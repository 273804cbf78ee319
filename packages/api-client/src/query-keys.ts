/** Query keys start with the organization and account ids, so switching accounts never shows old data. */
export const queryKeys = {
  currentUser: () => ['current-user'] as const,
  account: (orgId: string, accountId: string) => ['org', orgId, 'account', accountId] as const,
  campaigns: (orgId: string, accountId: string, params?: object) =>
    [...queryKeys.account(orgId, accountId), 'campaigns', params ?? {}] as const,
  accountUsers: (orgId: string, accountId: string) =>
    [...queryKeys.account(orgId, accountId), 'users'] as const,
  permissions: (orgId: string, accountId: string) =>
    [...queryKeys.account(orgId, accountId), 'permissions'] as const,
  config: (orgId: string, accountId: string) => [...queryKeys.account(orgId, accountId), 'config'] as const,
};
