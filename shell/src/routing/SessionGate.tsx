import { useCurrentUserBootstrap } from '@lantern/session';
import { LoadingView } from '@lantern/ui';
import type { ReactNode } from 'react';

/** While a stored token waits for its user (fetched once), show a spinner instead of any route. */
export function SessionGate({ children }: { children: ReactNode }) {
  return useCurrentUserBootstrap() ? <LoadingView label="Loading your session" /> : <>{children}</>;
}
