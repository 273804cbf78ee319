import { accountsApi, authApi, campaignsApi, createApiClient } from '@lantern/api-client';
import { useSessionStore } from './store';

let unauthorizedHandler: () => void = () => useSessionStore.getState().clear();

/** The shell installs what a 401 does (clear the session, caches, and go to /login). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** The API client every remote uses: same-origin /api with the session's Bearer token. */
export const api = createApiClient({
  baseUrl: '/api',
  getToken: () => useSessionStore.getState().token,
  onUnauthorized: () => unauthorizedHandler(),
});

export const auth = authApi(api);
export const campaigns = campaignsApi(api);
export const accounts = accountsApi(api);
