import { hasAccount, useIsSignedIn, useSessionStore } from '@lantern/session';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';

/** Public auth pages: a signed-in user is sent to /resolve. */
export function PublicOnlyRoute() {
  return useIsSignedIn() ? <Navigate to="/resolve" replace /> : <Outlet />;
}

/**
 * Everything under /org/{orgId}/account/{accountId}: no session goes to /login; a context the user
 * is not a member of goes to /resolve; otherwise the URL's context becomes the selected one.
 */
export function ProtectedRoute() {
  const { orgId = '', accountId = '' } = useParams();
  const location = useLocation();
  const user = useSessionStore((s) => (s.token ? s.user : null));
  const context = useSessionStore((s) => s.context);
  const selectContext = useSessionStore((s) => s.selectContext);
  const member = user ? hasAccount(user, { organizationId: orgId, accountId }) : false;
  const selected = context?.organizationId === orgId && context.accountId === accountId;

  useEffect(() => {
    if (member && !selected) selectContext({ organizationId: orgId, accountId });
  }, [member, selected, orgId, accountId, selectContext]);

  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!member) return <Navigate to="/resolve" replace />;
  return <Outlet />;
}
