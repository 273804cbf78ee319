import { AppProviders, setUnauthorizedHandler, useSessionStore } from '@lantern/session';
import { createQueryClient } from '@lantern/api-client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ErrorScreen } from './ErrorScreen';
import { AppShell } from './layout/AppShell';
import { Landing } from './pages/Landing';
import { SystemStatus } from './pages/SystemStatus';
import { RemoteArea } from './remotes/RemoteArea';
import { ProtectedRoute, PublicOnlyRoute } from './routing/guards';

const queryClient = createQueryClient();

// A 401 anywhere clears the session and cached data; the route guards then show /login.
setUnauthorizedHandler(() => {
  queryClient.clear();
  useSessionStore.getState().clear();
});

/** The route table of spec section 2. Pages of a remote are rendered through <RemoteArea>. */
export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <ErrorScreen>
        <BrowserRouter>
          <Routes>
            <Route path="/" element={<Landing />} />
            <Route element={<PublicOnlyRoute />}>
              <Route path="/login" element={<RemoteArea name="mfe_auth" page="login" />} />
              <Route path="/signup" element={<RemoteArea name="mfe_auth" page="signup" />} />
            </Route>
            <Route path="/resolve" element={<RemoteArea name="mfe_auth" page="resolve" />} />
            <Route path="/org/:orgId/account/:accountId" element={<ProtectedRoute />}>
              <Route element={<AppShell />}>
                <Route index element={<Navigate to="dashboard" replace />} />
                <Route path="dashboard" element={<RemoteArea name="mfe_campaigns" page="dashboard" />} />
                <Route path="security" element={<RemoteArea name="mfe_security" page="security" />} />
                <Route path="billing" element={<RemoteArea name="mfe_profile" page="billing" />} />
                <Route path="profile" element={<RemoteArea name="mfe_profile" page="profile" />} />
                <Route path="system-status" element={<SystemStatus />} />
              </Route>
            </Route>
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </BrowserRouter>
      </ErrorScreen>
    </AppProviders>
  );
}
