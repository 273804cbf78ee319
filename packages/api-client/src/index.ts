export { ApiRequestError, extractErrorMessage } from './errors';
export {
  createApiClient,
  toQueryString,
  REQUEST_TIMEOUT_MS,
  type ApiClient,
  type ApiClientOptions,
} from './client';
export {
  createQueryClient,
  retryOnce,
  retryPermissions,
  analyticsRetryDelay,
  retryAnalytics,
  CACHE,
} from './query-client';
export { queryKeys } from './query-keys';
export {
  accountsApi,
  authApi,
  campaignsApi,
  configApi,
  permissionsApi,
  supportApi,
  checkAuthResponse,
  checkUser,
  type AcceptInviteBody,
  type AnswerFilters,
  type AnswerListQuery,
  type CampaignScope,
  type ResetPasswordBody,
} from './endpoints';
export { companiesApi, publicConfigApi } from './endpoints';
export { activitiesApi, invitesApi, membersApi, rolesApi } from './endpoints';
export { accountAdminApi, billingApi } from './organization-admin';
