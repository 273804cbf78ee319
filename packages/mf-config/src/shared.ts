/**
 * The modules every federated build shares as singletons, so one copy runs however many remotes load:
 * React and its renderers, the router, the query cache, the state library, styled-components (one
 * style sheet and theme context) and our own stateful packages (the session store, the design system
 * and the API client). @lantern/contracts is deliberately not shared: it is stateless and tree-shaken.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  '@tanstack/react-query',
  'zustand',
  'styled-components',
  '@lantern/session',
  '@lantern/ui',
  '@lantern/api-client',
] as const;

/** The remotes and the federation names they are built and registered under. */
export const REMOTES = {
  'mfe-auth': 'mfe_auth',
  'mfe-campaigns': 'mfe_campaigns',
  'mfe-security': 'mfe_security',
  'mfe-profile': 'mfe_profile',
} as const;
export type RemoteDir = keyof typeof REMOTES;

/** Dev-server ports: shell 3000, remotes 3001-3004 (API 8000). */
export const DEV_PORTS: Record<'shell' | RemoteDir, number> = {
  shell: 3000,
  'mfe-auth': 3001,
  'mfe-campaigns': 3002,
  'mfe-security': 3003,
  'mfe-profile': 3004,
};
