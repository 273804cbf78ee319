import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteAppProps } from '@lantern/session';
import type { ComponentType } from 'react';

export type RemoteName = 'mfe_auth' | 'mfe_campaigns' | 'mfe_security' | 'mfe_profile';

let registry: Promise<void> | null = null;

/**
 * Reads /remotes.json (which a deployment may replace) and registers every remote's entry, so a
 * remote can be redeployed without rebuilding the shell. In development the dev registry points at
 * the remotes' own dev servers.
 */
function ensureRegistry(): Promise<void> {
  registry ??= (async () => {
    const file = process.env.NODE_ENV === 'development' ? '/remotes.dev.json' : '/remotes.json';
    const response = await fetch(file, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`Could not load the remote registry (${response.status})`);
    const entries = (await response.json()) as Record<string, string>;
    registerRemotes(Object.entries(entries).map(([name, entry]) => ({ name, entry })));
  })().catch((err: unknown) => {
    registry = null; // allow a retry
    throw err;
  });
  return registry;
}

/** Loads a remote's `./App`. Rejects when the remote cannot be reached. */
export async function loadRemoteApp(name: RemoteName): Promise<{ default: ComponentType<RemoteAppProps> }> {
  await ensureRegistry();
  const mod = await loadRemote<{ default: ComponentType<RemoteAppProps> }>(`${name}/App`);
  if (!mod?.default) throw new Error(`Remote ${name} did not expose ./App`);
  return mod;
}
