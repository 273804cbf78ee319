import { STORAGE_KEYS } from '@lantern/session';
import { Button, ErrorView } from '@lantern/ui';
import { Component, type ReactNode } from 'react';

/** Deletes the product's browser databases (IndexedDB names containing "lantern"). */
async function deleteProductDatabases(): Promise<void> {
  if (typeof indexedDB === 'undefined' || !indexedDB.databases) return;
  const dbs = await indexedDB.databases();
  await Promise.all(
    dbs
      .filter((d) => d.name?.toLowerCase().includes('lantern'))
      .map(
        (d) =>
          new Promise((r) => {
            const req = indexedDB.deleteDatabase(d.name!);
            req.onsuccess = req.onerror = req.onblocked = r;
          }),
      ),
  );
}

export async function clearAllClientData(): Promise<void> {
  Object.values(STORAGE_KEYS).forEach((k) => localStorage.removeItem(k));
  sessionStorage.clear();
  await deleteProductDatabases();
}

/** The global error screen: 'Something went wrong' with Reload Page, Clear Cache and Go to Login. */
export class ErrorScreen extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorView
        title="Something went wrong"
        message={this.state.error.message || 'Something went wrong. Please try again later'}
        actions={
          <>
            <Button onClick={() => window.location.reload()}>Reload Page</Button>
            <Button
              $variant="secondary"
              onClick={() => void clearAllClientData().then(() => window.location.reload())}
            >
              Clear Cache
            </Button>
            <Button
              $variant="secondary"
              onClick={() => void clearAllClientData().then(() => window.location.assign('/login'))}
            >
              Go to Login
            </Button>
          </>
        }
      />
    );
  }
}
