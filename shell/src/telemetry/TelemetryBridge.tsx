import {
  captureError,
  configureTelemetry,
  identifyTelemetryUser,
  resetTelemetryIdentity,
  trackPageView,
  useCurrentAccount,
  useCurrentOrganization,
  usePublicConfig,
  useSessionStore,
} from '@lantern/session';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Connects the app to telemetry (spec section 9): the endpoints come from /api/config/public and
 * nothing is sent unless the server runs in production with them configured.
 */
export function TelemetryBridge() {
  const { pathname } = useLocation();
  const user = useSessionStore((s) => s.user);
  const org = useCurrentOrganization();
  const account = useCurrentAccount();
  const config = usePublicConfig();

  useEffect(() => configureTelemetry(config), [config]);

  useEffect(() => {
    const onError = (e: ErrorEvent) => captureError(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => captureError(e.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  useEffect(() => trackPageView(pathname), [pathname]);

  // The error-report user context of spec section 3.
  useEffect(() => {
    if (!user) return resetTelemetryIdentity();
    identifyTelemetryUser({
      userId: user.id,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`,
      organizationId: org?.id,
      organizationName: org?.name,
      organizationTier: org?.tier,
      accountId: account?.id,
      accountName: account?.name,
      accountDescription: account?.description,
      roleId: account?.role.id,
      roleName: account?.role.name,
      roleDisplayName: account?.role.displayName,
      organizationCount: user.organizations.length,
      accountCount: user.organizations.reduce((n, o) => n + o.accounts.length, 0),
    });
  }, [user, org, account]);

  return null;
}
