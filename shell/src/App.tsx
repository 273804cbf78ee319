import { AppProviders, setUnauthorizedHandler, useSessionStore } from '@lantern/session';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ErrorScreen } from './ErrorScreen';
import { AppShell } from './layout/AppShell';
import { Landing } from './pages/Landing';
import { ContactSupport } from './pages/ContactSupport';
import { SystemStatus } from './pages/SystemStatus';
import { RemoteArea } from './remotes/RemoteArea';
import { queryClient } from './queryClient';
import { ProtectedRoute, PublicOnlyRoute } from './routing/guards';
import { SessionGate } from './routing/SessionGate';
import { TelemetryBridge } from './telemetry/TelemetryBridge';

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
          <TelemetryBridge />
          <SessionGate>
            <Routes>
              <Route path="/" element={<Landing />} />
              <Route element={<PublicOnlyRoute />}>
                <Route path="/login" element={<RemoteArea name="mfe_auth" page="login" />} />
                <Route path="/signup" element={<RemoteArea name="mfe_auth" page="signup" />} />
                <Route
                  path="/forgot-password"
                  element={<RemoteArea name="mfe_auth" page="forgot-password" />}
                />
                <Route
                  path="/reset-password"
                  element={<RemoteArea name="mfe_auth" page="reset-password" />}
                />
              </Route>
              <Route path="/accept-invite" element={<RemoteArea name="mfe_auth" page="accept-invite" />} />
              <Route
                path="/select-organization"
                element={<RemoteArea name="mfe_auth" page="select-organization" />}
              />
              <Route path="/resolve" element={<RemoteArea name="mfe_auth" page="resolve" />} />
              <Route path="/org/:orgId/account/:accountId" element={<ProtectedRoute />}>
                <Route element={<AppShell />}>
                  <Route index element={<Navigate to="dashboard" replace />} />
                  <Route path="dashboard" element={<RemoteArea name="mfe_campaigns" page="dashboard" />} />
                  <Route path="security" element={<RemoteArea name="mfe_security" page="security" />} />
                  <Route path="billing" element={<RemoteArea name="mfe_profile" page="billing" />} />
                  <Route path="profile" element={<RemoteArea name="mfe_profile" page="profile" />} />
                  <Route
                    path="new-campaign"
                    element={<RemoteArea name="mfe_campaigns" page="new-campaign" />}
                  />
                  <Route
                    path="analytics/:campaignId"
                    element={<RemoteArea name="mfe_campaigns" page="analytics" />}
                  />
                  <Route
                    path="analytics/:campaignId/:platform"
                    element={<RemoteArea name="mfe_campaigns" page="analytics" />}
                  />
                  <Route
                    path="campaigns/:campaignId/settings"
                    element={<RemoteArea name="mfe_campaigns" page="campaign-settings" />}
                  />
                  <Route path="system-status" element={<SystemStatus />} />
                  <Route path="contact-support" element={<ContactSupport />} />
                </Route>
              </Route>
              <Route path="*" element={<Navigate to="/" replace />} />
            </Routes>
          </SessionGate>
        </BrowserRouter>
      </ErrorScreen>
    </AppProviders>
  );
}
