import type { RemoteAppProps } from '@lantern/session';
import { LoadingView } from '@lantern/ui';
import { lazy, Suspense } from 'react';

const PAGES = {
  login: lazy(() => import('./pages/LoginPage')),
  signup: lazy(() => import('./pages/SignupPage')),
  resolve: lazy(() => import('./pages/ResolvePage')),
};

/** The auth remote's pages; the shell's route table decides which one shows. */
export default function App({ page }: RemoteAppProps) {
  const Page = PAGES[page as keyof typeof PAGES];
  if (!Page) return null;
  return (
    <Suspense fallback={<LoadingView />}>
      <Page />
    </Suspense>
  );
}
