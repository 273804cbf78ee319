/** Query keys start with the organization and account ids, so switching accounts never shows old data. */
export const queryKeys = {
  currentUser: () => ['current-user'] as const,
  account: (orgId: string, accountId: string) => ['org', orgId, 'account', accountId] as const,
  campaigns: (orgId: string, accountId: string, params?: object) =>
    [...queryKeys.account(orgId, accountId), 'campaigns', params ?? {}] as const,
  /** One campaign; its analytics, answers and runs sit under it, so invalidating it refreshes them all. */
  campaign: (orgId: string, accountId: string, campaignId: string) =>
    [...queryKeys.account(orgId, accountId), 'campaign', campaignId] as const,
  campaignAnalytics: (orgId: string, accountId: string, campaignId: string, platform: string) =>
    [...queryKeys.campaign(orgId, accountId, campaignId), 'analytics', platform] as const,
  campaignAnswers: (orgId: string, accountId: string, campaignId: string, params?: object) =>
    [...queryKeys.campaign(orgId, accountId, campaignId), 'answers', params ?? {}] as const,
  campaignRuns: (orgId: string, accountId: string, campaignId: string, params?: object) =>
    [...queryKeys.campaign(orgId, accountId, campaignId), 'runs', params ?? {}] as const,
  campaignPlatforms: (orgId: string, accountId: string) =>
    [...queryKeys.account(orgId, accountId), 'campaign-platforms'] as const,
  accountUsers: (orgId: string, accountId: string) =>
    [...queryKeys.account(orgId, accountId), 'users'] as const,
  permissions: (orgId: string, accountId: string) =>
    [...queryKeys.account(orgId, accountId), 'permissions'] as const,
  usage: (orgId: string, accountId: string) => [...queryKeys.account(orgId, accountId), 'usage'] as const,
  config: (orgId: string, accountId: string) => [...queryKeys.account(orgId, accountId), 'config'] as const,
  roles: () => ['roles'] as const,
  activities: (orgId: string, accountId: string, params?: object) =>
    [...queryKeys.account(orgId, accountId), 'activities', params ?? {}] as const,
};
