export { useSessionStore, defaultContext, hasAccount, type SessionState } from './store';
export { STORAGE_KEYS, readStoredSession, type StoredContext } from './storage';
export { api, auth, campaigns, accounts, setUnauthorizedHandler } from './api';
export { useSession, useIsSignedIn, useCurrentOrganization, useCurrentAccount, dashboardPath } from './hooks';
export { AppProviders, type RemoteAppProps } from './AppProviders';
export { createRemoteApp } from './createRemoteApp';
