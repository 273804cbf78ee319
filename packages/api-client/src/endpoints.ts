import {
  ERRORS,
  type AccountUser,
  type AuthResponse,
  type CampaignListQuery,
  type CampaignListResponse,
  type ConfigResponse,
  type LoginValues,
  type MessageResponse,
  type PermissionsResponse,
  type SignupValues,
  type SupportTicketResponse,
  type User,
} from '@lantern/contracts';
import type { CompanySuggestion, PublicConfig } from '@lantern/contracts';
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

export const campaignsApi = (api: ApiClient) => ({
  list: (query: CampaignListQuery, signal?: AbortSignal) =>
    api.get<CampaignListResponse>('/campaigns/list', { query: { ...query }, signal }),
});

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
