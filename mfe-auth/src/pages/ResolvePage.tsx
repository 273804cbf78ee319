import { LOGIN_PATH, resolvePath, useSessionStore } from '@lantern/session';
import { LoadingView } from '@lantern/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';

/**
 * Redirects to where the user belongs (spec section 2): the selected organization and account's
 * dashboard; otherwise several organizations go to /select-organization, one or none to /login. A
 * signed-in user sent to /login is signed out first (the login page would send them back here).
 */
export default function ResolvePage() {
  const user = useSessionStore((s) => (s.token ? s.user : null));
  const context = useSessionStore((s) => s.context);
  const clear = useSessionStore((s) => s.clear);
  const queryClient = useQueryClient();
  const target = resolvePath(user, context);
  const endSession = Boolean(user) && target === LOGIN_PATH;

  useEffect(() => {
    if (!endSession) return;
    queryClient.clear();
    clear();
  }, [endSession, clear, queryClient]);

  if (endSession) return <LoadingView />;
  return <Navigate to={target} replace />;
}
