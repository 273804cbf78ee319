import { Button, ErrorView, LoadingView } from '@lantern/ui';
import { Component, type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import type { RemoteAppProps } from '@lantern/session';
import { loadRemoteApp, type RemoteName } from './registry';

const AREA_LABEL: Record<RemoteName, string> = {
  mfe_auth: 'Sign-in',
  mfe_campaigns: 'Campaigns',
  mfe_security: 'Security',
  mfe_profile: 'Profile',
};

const lazyApps = new Map<RemoteName, ComponentType<RemoteAppProps>>();
function lazyApp(name: RemoteName, attempt: number) {
  const key = `${name}:${attempt}` as RemoteName;
  let app = lazyApps.get(key);
  if (!app) {
    app = lazy(() => loadRemoteApp(name));
    lazyApps.set(key, app);
  }
  return app;
}

class AreaBoundary extends Component<
  { name: RemoteName; onRetry(): void; children: ReactNode },
  { error: Error | null }
> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error) {
    console.error(`Remote ${this.props.name} failed:`, error);
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorView
        title={`${AREA_LABEL[this.props.name]} is unavailable right now`}
        message="This part of Lantern could not be loaded. The rest of the app keeps working; try again in a moment."
        actions={
          <Button
            onClick={() => {
              this.setState({ error: null });
              this.props.onRetry();
            }}
          >
            Try Again
          </Button>
        }
      />
    );
  }
}

/**
 * Renders one page of a remote: a spinner while it loads, and an error view for this area only if it
 * cannot be loaded or crashes.
 */
export function RemoteArea({ name, page }: { name: RemoteName; page: string }) {
  const [attempt, setAttempt] = useState(0);
  const App = lazyApp(name, attempt);
  return (
    <AreaBoundary key={`${name}:${attempt}`} name={name} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={<LoadingView label={`Loading ${AREA_LABEL[name]}`} />}>
        <App page={page} />
      </Suspense>
    </AreaBoundary>
  );
}
