import { ERRORS } from '@lantern/contracts';
import { dashboardPath, defaultContext, hasAccount, useSessionStore } from '@lantern/session';
import { LoadingView } from '@lantern/ui';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';

/**
 * Redirects to where the user belongs: the selected organization and account's dashboard; otherwise
 * several organizations go to /select-organization, one goes to its first account (or, with no
 * account to open, the session ends and the user goes to /login), none to /login.
 */
export default function ResolvePage() {
  const user = useSessionStore((s) => (s.token ? s.user : null));
  const context = useSessionStore((s) => s.context);
  const clear = useSessionStore((s) => s.clear);
  const fallback = user && user.organizations.length === 1 ? defaultContext(user) : null;
  const deadEnd =
    Boolean(user) &&
    !(context && user && hasAccount(user, context)) &&
    user!.organizations.length <= 1 &&
    !fallback;

  useEffect(() => {
    if (deadEnd) clear();
  }, [deadEnd, clear]);

  if (!user) return <Navigate to="/login" replace />;
  if (context && hasAccount(user, context)) {
    return <Navigate to={dashboardPath(context.organizationId, context.accountId)} replace />;
  }
  if (user.organizations.length > 1) return <Navigate to="/select-organization" replace />;
  if (fallback) return <Navigate to={dashboardPath(fallback.organizationId, fallback.accountId)} replace />;
  return <LoadingView text={ERRORS.noOrganizations} />;
}
