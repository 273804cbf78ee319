import {
  ERRORS,
  type AccountUser,
  type AnswerListResponse,
  type AuthResponse,
  type AnalyticsOverviewResponse,
  type AnalyticsRange,
  type AnalyticsSourcesResponse,
  type CampaignAnalyticsResponse,
  type CampaignDetail,
  type CampaignListQuery,
  type CampaignListResponse,
  type CreateCampaignRequest,
  type PlatformListResponse,
  type PromptImportRequest,
  type PromptImportResponse,
  type PromptPreviewRequest,
  type PromptPreviewResponse,
  type RunListResponse,
  type RunSummary,
  type TrackCompetitorRequest,
  type UpdateCampaignRequest,
  type ConfigResponse,
  type LoginValues,
  type MessageResponse,
  type PermissionsResponse,
  type SignupValues,
  type SupportTicketResponse,
  type User,
} from '@lantern/contracts';
import type { CompanySuggestion, PublicConfig } from '@lantern/contracts';
import type { ActivityListFilters, ActivityListResponse, InviteRequest, Role } from '@lantern/contracts';
import type { ApiClient } from './client';

/** POST /auth/reset-password: the emailed token, the new password and (from the link) the email. */
export interface ResetPasswordBody {
  token: string;
  new_password: string;
  email?: string;
}

/** POST /invites/accept: token and email; a new user also sends name, country and password. */
export interface AcceptInviteBody {
  token: string;
  email: string;
  firstName?: string;
  lastName?: string;
  country?: string;
  password?: string;
}

/** Rejects a login or signup answer without a token and a user id (spec section 5). */
export function checkAuthResponse(body: unknown, message: string): AuthResponse {
  const b = body as Partial<AuthResponse> | undefined;
  if (!b || typeof b.accessToken !== 'string' || !b.accessToken || !b.user || typeof b.user.id !== 'string') {
    throw new Error(message);
  }
  return b as AuthResponse;
}

/** Rejects user data without an id (context login, switch account, current user). */
export function checkUser(body: unknown, message: string): User {
  const user = body as Partial<User> | null | undefined;
  if (!user || typeof user !== 'object' || typeof user.id !== 'string' || !user.id) throw new Error(message);
  return user as User;
}

export const authApi = (api: ApiClient) => ({
  login: async (values: LoginValues) =>
    checkAuthResponse(await api.post<AuthResponse>('/auth/login', values), ERRORS.invalidLoginResponse),
  signup: async (values: SignupValues) =>
    checkAuthResponse(await api.post<AuthResponse>('/auth/signup', values), ERRORS.invalidSignupResponse),
  me: async (signal?: AbortSignal) =>
    checkUser(await api.get<User>('/users/me', { signal }), ERRORS.invalidUserData),
  forgotPassword: (email: string) => api.post<MessageResponse>('/auth/forgot-password', { email }),
  resetPassword: (body: ResetPasswordBody) => api.post<MessageResponse>('/auth/reset-password', body),
  acceptInvite: async (body: AcceptInviteBody) =>
    checkAuthResponse(await api.post<AuthResponse>('/invites/accept', body), ERRORS.invalidAcceptResponse),
  /** Enters an organization: the server selects one of its accounts and returns the user. */
  contextLogin: async (organizationId: string) =>
    checkUser(
      await api.post<User>('/auth/context_login', { organization_id: organizationId }),
      ERRORS.invalidContextData,
    ),
  switchAccount: async (organizationId: string, accountId: string) =>
    checkUser(
      await api.post<User>('/auth/switch_account', {
        organization_id: organizationId,
        account_id: accountId,
      }),
      ERRORS.invalidContextData,
    ),
  /** Revokes every token of the user on the server (the caller clears the local session). */
  logout: () => api.post<MessageResponse>('/auth/logout'),
});

/** The organization and account every campaign call carries. */
export interface CampaignScope {
  organizationId: string;
  accountId: string;
}

/** Filters of GET /campaigns/{id}/answers and its CSV export. */
export interface AnswerFilters {
  platform?: string;
  promptId?: string;
  runId?: string;
  mentioned?: boolean;
  /** At most 100 ids (the API's page limit). */
  answerIds?: string[];
  /** The brand's sentiment in the answer. */
  sentiment?: 'positive' | 'neutral' | 'negative';
  /** A tracked competitor the answer mentions. */
  competitor?: string;
  /** Whether the answer cites the brand's own site. */
  cited?: boolean;
  /** A domain the answer cites or its engine retrieved. */
  domain?: string;
}

export interface AnswerListQuery extends AnswerFilters {
  limit?: number;
  offset?: number;
}

const campaignPath = (campaignId: string) => `/campaigns/${encodeURIComponent(campaignId)}`;
const scopeQuery = ({ organizationId, accountId }: CampaignScope) => ({ organizationId, accountId });

export const campaignsApi = (api: ApiClient) => ({
  list: (query: CampaignListQuery, signal?: AbortSignal) =>
    api.get<CampaignListResponse>('/campaigns/list', { query: { ...query }, signal }),
  /** The answer engines and whether each is configured or simulated. */
  platforms: (scope: CampaignScope, signal?: AbortSignal) =>
    api.get<PlatformListResponse>('/campaigns/platforms', { query: scopeQuery(scope), signal }),
  /** GENERATE_AI: breadth topics x depth prompts, without saving anything. */
  previewPrompts: (body: PromptPreviewRequest) =>
    api.post<PromptPreviewResponse>('/campaigns/prompts/preview', body),
  /** IMPORT_FILE: the file's text parsed into prompts, with per-line errors and duplicates. */
  importPrompts: (body: PromptImportRequest) =>
    api.post<PromptImportResponse>('/campaigns/prompts/import', body),
  create: (body: CreateCampaignRequest) => api.post<CampaignDetail>('/campaigns', body),
  get: (scope: CampaignScope, campaignId: string, signal?: AbortSignal) =>
    api.get<CampaignDetail>(campaignPath(campaignId), { query: scopeQuery(scope), signal }),
  update: (campaignId: string, body: UpdateCampaignRequest) =>
    api.patch<CampaignDetail>(campaignPath(campaignId), body),
  trackCompetitor: (campaignId: string, body: TrackCompetitorRequest) =>
    api.post<CampaignDetail>(`${campaignPath(campaignId)}/competitors`, body),
  remove: (scope: CampaignScope, campaignId: string) =>
    api.delete<MessageResponse>(campaignPath(campaignId), { query: scopeQuery(scope) }),
  startRun: (scope: CampaignScope, campaignId: string) =>
    api.post<RunSummary>(`${campaignPath(campaignId)}/runs`, scopeQuery(scope)),
  cancelRun: (scope: CampaignScope, campaignId: string, runId: string) =>
    api.post<RunSummary>(
      `${campaignPath(campaignId)}/runs/${encodeURIComponent(runId)}/cancel`,
      scopeQuery(scope),
    ),
  runs: (
    scope: CampaignScope,
    campaignId: string,
    page: { limit?: number; offset?: number } = {},
    signal?: AbortSignal,
  ) =>
    api.get<RunListResponse>(`${campaignPath(campaignId)}/runs`, {
      query: { ...scopeQuery(scope), limit: page.limit, offset: page.offset },
      signal,
    }),
  /** One platform's dashboard; `dashboardData` is `{}` until that platform has answers. */
  analytics: (
    scope: CampaignScope,
    campaignId: string,
    scraperSource: string,
    signal?: AbortSignal,
    range?: AnalyticsRange,
  ) =>
    api.get<CampaignAnalyticsResponse>(`${campaignPath(campaignId)}/analytics`, {
      query: { ...scopeQuery(scope), scraperSource, range },
      signal,
    }),
  /** Every platform side by side over a date range (issue 13). */
  analyticsOverview: (
    scope: CampaignScope,
    campaignId: string,
    range: AnalyticsRange,
    signal?: AbortSignal,
  ) =>
    api.get<AnalyticsOverviewResponse>(`${campaignPath(campaignId)}/analytics/overview`, {
      query: { ...scopeQuery(scope), range },
      signal,
    }),
  /** Retrieved and cited sources over a date range, on one platform or all. */
  analyticsSources: (
    scope: CampaignScope,
    campaignId: string,
    range: AnalyticsRange,
    platform?: string,
    signal?: AbortSignal,
  ) =>
    api.get<AnalyticsSourcesResponse>(`${campaignPath(campaignId)}/analytics/sources`, {
      query: { ...scopeQuery(scope), range, platform },
      signal,
    }),
  answers: (scope: CampaignScope, campaignId: string, query: AnswerListQuery = {}, signal?: AbortSignal) =>
    api.get<AnswerListResponse>(`${campaignPath(campaignId)}/answers`, {
      query: { ...scopeQuery(scope), ...answerFilterQuery(query), limit: query.limit, offset: query.offset },
      signal,
    }),
  /** The answers as CSV text (the caller saves it as a file). */
  exportAnswers: (
    scope: CampaignScope,
    campaignId: string,
    filters: AnswerFilters = {},
    signal?: AbortSignal,
  ) =>
    api.get<string>(`${campaignPath(campaignId)}/answers/export`, {
      query: { ...scopeQuery(scope), ...answerFilterQuery(filters) },
      signal,
      responseType: 'text',
    }),
});

/** Answer filters as query parameters (`answerIds` goes out as `answerIds[]=..`). */
function answerFilterQuery(f: AnswerFilters) {
  return {
    platform: f.platform,
    promptId: f.promptId,
    runId: f.runId,
    mentioned: f.mentioned,
    sentiment: f.sentiment,
    competitor: f.competitor,
    cited: f.cited,
    domain: f.domain,
    answerIds: f.answerIds,
  };
}

export const accountsApi = (api: ApiClient) => ({
  users: (organizationId: string, accountId: string, signal?: AbortSignal) =>
    api.get<AccountUser[]>(`/accounts/${encodeURIComponent(accountId)}/users`, {
      query: { organization_id: organizationId },
      signal,
    }),
});

export const configApi = (api: ApiClient) => ({
  /** Configuration and feature flags of the user scope (an account). */
  user: (organizationId: string, accountId: string, signal?: AbortSignal) =>
    api.get<ConfigResponse>('/config/user', {
      query: { organization_id: organizationId, account_id: accountId },
      signal,
    }),
  global: (signal?: AbortSignal) => api.get<ConfigResponse>('/config/global', { signal }),
});

export const supportApi = (api: ApiClient) => ({
  createTicket: (body: { organization_id: string; account_id: string; subject: string; message: string }) =>
    api.post<SupportTicketResponse>('/support/tickets', body),
});

/** Company-name suggestions for the signup form (no session needed; [] when there is no service). */
export const companiesApi = (api: ApiClient) => ({
  suggest: (q: string, signal?: AbortSignal) =>
    api.get<CompanySuggestion[]>('/companies/suggest', { query: { q }, signal }),
});

/** Settings the signed-out pages need: logo and flag image URL templates (null = local fallback). */
export const publicConfigApi = (api: ApiClient) => ({
  get: (signal?: AbortSignal) => api.get<PublicConfig>('/config/public', { signal }),
});

export const permissionsApi = (api: ApiClient) => ({
  /** The caller's permissions, plan limits and role in one account. */
  forAccount: (organizationId: string, accountId: string, signal?: AbortSignal) =>
    api.get<PermissionsResponse>('/permissions/user', {
      query: { organization_id: organizationId, account_id: accountId },
      signal,
    }),
});

/** An account's members: role changes and removal (the list is accountsApi.users). */
export const membersApi = (api: ApiClient) => ({
  changeRole: (organizationId: string, accountId: string, userId: string, roleId: string) =>
    api.patch<{ message: string; user: AccountUser }>(
      `/accounts/${encodeURIComponent(accountId)}/users/${encodeURIComponent(userId)}/role`,
      { roleId },
      { query: { organization_id: organizationId } },
    ),
  remove: (organizationId: string, accountId: string, userId: string) =>
    api.delete<MessageResponse>(
      `/accounts/${encodeURIComponent(accountId)}/users/${encodeURIComponent(userId)}`,
      {
        query: { organization_id: organizationId },
      },
    ),
});

export const invitesApi = (api: ApiClient) => ({
  send: (organizationId: string, body: InviteRequest) =>
    api.post<MessageResponse>(`/organizations/${encodeURIComponent(organizationId)}/invites`, body),
  /** The spec passes the pending user's id as the invitation id. */
  resend: (organizationId: string, invitationId: string) =>
    api.post<MessageResponse>(
      `/organizations/${encodeURIComponent(organizationId)}/invites/${encodeURIComponent(invitationId)}/resend`,
      { invitation_id: invitationId },
    ),
});

export const rolesApi = (api: ApiClient) => ({
  list: (signal?: AbortSignal) => api.get<Role[]>('/roles/', { signal }),
});

export const activitiesApi = (api: ApiClient) => ({
  list: (organizationId: string, accountId: string, body: ActivityListFilters, signal?: AbortSignal) =>
    api.post<ActivityListResponse>(
      `/activities/account/${encodeURIComponent(accountId)}/organization/${encodeURIComponent(organizationId)}/list`,
      body,
      { signal },
    ),
});
