import type { RemoteAppProps } from '@lantern/session';
import { LoadingView } from '@lantern/ui';
import { lazy, Suspense } from 'react';

const PAGES = {
  dashboard: lazy(() => import('./features/dashboard/DashboardPage')),
};

/** The campaigns remote's pages; the shell's route table decides which one shows. */
export default function App({ page }: RemoteAppProps) {
  const Page = PAGES[page as keyof typeof PAGES];
  if (!Page) return null;
  return (
    <Suspense fallback={<LoadingView />}>
      <Page />
    </Suspense>
  );
}
