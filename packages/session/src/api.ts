import {
  accountAdminApi,
  accountsApi,
  activitiesApi,
  invitesApi,
  membersApi,
  rolesApi,
  billingApi,
  authApi,
  campaignsApi,
  companiesApi,
  configApi,
  createApiClient,
  permissionsApi,
  publicConfigApi,
  supportApi,
} from '@lantern/api-client';
import { useSessionStore } from './store';

let unauthorizedHandler: () => void = () => useSessionStore.getState().clear();

/** The shell installs what a 401 does (clear the session, caches, and go to /login). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** Every remote calls the same-origin API. */
export const API_BASE_URL = '/api';

/** The API client every remote uses: same-origin /api with the session's Bearer token. */
export const api = createApiClient({
  baseUrl: API_BASE_URL,
  getToken: () => useSessionStore.getState().token,
  onUnauthorized: () => unauthorizedHandler(),
});

export const auth = authApi(api);
export const campaigns = campaignsApi(api);
export const accounts = accountsApi(api);
export const accountAdmin = accountAdminApi(api);
export const billing = billingApi(api);
export const config = configApi(api);
export const support = supportApi(api);
export const companies = companiesApi(api);
export const permissions = permissionsApi(api);
export const publicConfig = publicConfigApi(api);
export const members = membersApi(api);
export const invites = invitesApi(api);
export const roles = rolesApi(api);
export const activities = activitiesApi(api);
/** One cache entry for GET /config/public, shared by the shell (telemetry) and mfe-auth (images). */
export const PUBLIC_CONFIG_QUERY_KEY = ['public-config'] as const;

/**
 * Auth calls made with a token that is not (yet) the session's, e.g. the context login that runs right
 * after sign-in, before the session is stored. A 401 here does not clear the current session.
 */
export const authWithToken = (token: string) =>
  authApi(createApiClient({ baseUrl: API_BASE_URL, getToken: () => token }));
