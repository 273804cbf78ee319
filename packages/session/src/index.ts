export { useSessionStore, defaultContext, hasAccount, type SessionState } from './store';
export { STORAGE_KEYS, readStoredSession, type StoredContext } from './storage';
export {
  api,
  auth,
  authWithToken,
  campaigns,
  accounts,
  accountAdmin,
  billing,
  companies,
  permissions,
  publicConfig,
  PUBLIC_CONFIG_QUERY_KEY,
  config,
  support,
  members,
  invites,
  roles,
  activities,
  setUnauthorizedHandler,
  API_BASE_URL,
} from './api';
export {
  enterOrganization,
  firstAccountContext,
  planSignIn,
  resolvePath,
  useSignInFlow,
  LOGIN_PATH,
  RESOLVE_PATH,
  SELECT_ORGANIZATION_PATH,
  type SignInOutcome,
} from './signInFlow';
export { useSession, useIsSignedIn, useCurrentOrganization, useCurrentAccount, dashboardPath } from './hooks';
export { AppProviders, type RemoteAppProps } from './AppProviders';
export { createRemoteApp } from './createRemoteApp';
export {
  TELEMETRY,
  TELEMETRY_EVENTS,
  addBreadcrumb,
  captureError,
  configureTelemetry,
  flushTelemetry,
  identifyTelemetryUser,
  resetTelemetryIdentity,
  timeOperation,
  track,
  trackPageView,
  type TelemetryConfig,
} from './telemetry';
export { usePermissions, useCurrentUserBootstrap, usePublicConfig } from './queries';
export { useRefreshSession, useSwitchAccount } from './contextActions';
