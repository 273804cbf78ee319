import { SetMetadata } from '@nestjs/common';
import type { PermissionAction, PermissionResource, RoleName, TierFeature } from '@lantern/contracts';

/** Where a route carries the organization or account it acts on (read after validation). */
export interface ScopeSource {
  in: 'params' | 'query' | 'body';
  key: string;
}
export const from = {
  params: (key: string): ScopeSource => ({ in: 'params', key }),
  query: (key: string): ScopeSource => ({ in: 'query', key }),
  body: (key: string): ScopeSource => ({ in: 'body', key }),
};

export interface PermissionRule {
  kind: 'permission';
  resource: PermissionResource;
  action: PermissionAction;
  /** The organization; required. */
  org: ScopeSource;
  /** The account whose membership gives the role; without it, the caller's highest role in the org. */
  account?: ScopeSource;
  /** A tier feature the organization's plan must include. */
  feature?: TierFeature;
  /** Roles allowed on top of the permission (e.g. only a super_admin changes the plan). */
  roles?: readonly RoleName[];
}

/** Every route declares exactly one of these; a test fails for any route without one. */
export type AccessRule = { kind: 'public' } | { kind: 'signed-in' } | PermissionRule;

export const ACCESS_KEY = 'lantern:access';

/** Reachable without a session. */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies AccessRule);

/** Any signed-in user; the route touches only the caller's own data, never a tenant's. */
export const SignedIn = () => SetMetadata(ACCESS_KEY, { kind: 'signed-in' } satisfies AccessRule);

/** A permission in a tenant scope: membership (else 404), role permission (else 403), tier feature (else 403). */
export const Requires = (
  resource: PermissionResource,
  action: PermissionAction,
  scope: Omit<PermissionRule, 'kind' | 'resource' | 'action'>,
) => SetMetadata(ACCESS_KEY, { kind: 'permission', resource, action, ...scope } satisfies AccessRule);
