import { useSessionStore } from '@lantern/session';
import { queryClient } from '../queryClient';

const PRODUCT_NAME = 'lantern';

/** Deletes the browser databases (IndexedDB) whose name contains the product's name. */
async function deleteProductDatabases(): Promise<void> {
  if (typeof indexedDB === 'undefined' || !indexedDB.databases) return;
  const dbs = await indexedDB.databases().catch(() => []);
  await Promise.all(
    dbs
      .filter((d) => d.name?.toLowerCase().includes(PRODUCT_NAME))
      .map(
        (d) =>
          new Promise((done) => {
            const req = indexedDB.deleteDatabase(d.name!);
            req.onsuccess = req.onerror = req.onblocked = done;
          }),
      ),
  );
}

/**
 * The full clear of spec section 4: the session entries and cached data, session storage and the
 * product's browser databases. (No analytics identity exists to reset: telemetry is off unless
 * configured.)
 */
export async function fullClear(): Promise<void> {
  queryClient.clear();
  useSessionStore.getState().clear();
  sessionStorage.clear();
  await deleteProductDatabases();
}
