import type {
  AccountUser,
  AuthResponse,
  CampaignListQuery,
  CampaignListResponse,
  LoginValues,
  SignupValues,
  User,
} from '@lantern/contracts';
import type { ApiClient } from './client';

/** Rejects a login or signup answer without a token and a user id (spec section 5). */
export function checkAuthResponse(body: unknown, message: string): AuthResponse {
  const b = body as Partial<AuthResponse> | undefined;
  if (!b || typeof b.accessToken !== 'string' || !b.accessToken || !b.user || typeof b.user.id !== 'string') {
    throw new Error(message);
  }
  return b as AuthResponse;
}

export const authApi = (api: ApiClient) => ({
  login: async (values: LoginValues) =>
    checkAuthResponse(await api.post<AuthResponse>('/auth/login', values), 'Invalid login response'),
  signup: async (values: SignupValues) =>
    checkAuthResponse(await api.post<AuthResponse>('/auth/signup', values), 'Invalid signup response'),
  me: async () => {
    const user = await api.get<User>('/users/me');
    if (!user || typeof user.id !== 'string') throw new Error('Invalid user data received');
    return user;
  },
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
