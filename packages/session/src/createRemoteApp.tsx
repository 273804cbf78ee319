import { LoadingView } from '@lantern/ui';
import { type ComponentType, type LazyExoticComponent, Suspense } from 'react';
import type { RemoteAppProps } from './AppProviders';

/**
 * A remote's `./App`: renders the page the shell's route table asks for, each page lazy-loaded
 * inside the remote. An unknown page renders nothing.
 */
export function createRemoteApp(pages: Record<string, LazyExoticComponent<ComponentType>>) {
  return function RemoteApp({ page }: RemoteAppProps) {
    const Page = pages[page];
    if (!Page) return null;
    return (
      <Suspense fallback={<LoadingView />}>
        <Page />
      </Suspense>
    );
  };
}
