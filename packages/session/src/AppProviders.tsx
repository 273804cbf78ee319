import { createQueryClient } from '@lantern/api-client';
import { ThemeProvider, ToastProvider } from '@lantern/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';

/** The providers the shell (and a remote running standalone in development) wraps the app in. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

/** What the shell passes to a remote's `./App`: which of its pages to render. */
export interface RemoteAppProps {
  page: string;
}
