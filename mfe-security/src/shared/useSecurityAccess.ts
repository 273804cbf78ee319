import {
  isAdminRole,
  type PermissionAction,
  type PermissionResource,
  type TierFeature,
  type TierLimits,
} from '@lantern/contracts';
import { usePermissions } from '@lantern/session';

export interface SecurityAccess {
  loading: boolean;
  error: Error | null;
  retry(): void;
  role: string | undefined;
  admin: boolean;
  /** The server's resource -> actions list; admins pass every check (spec section 6). */
  can(resource: PermissionResource, action: PermissionAction): boolean;
  hasFeature(feature: TierFeature): boolean;
  limits: Partial<TierLimits>;
}

/** What the caller may do in this account, from GET /permissions/user. */
export function useSecurityAccess(orgId: string, accountId: string): SecurityAccess {
  const query = usePermissions(orgId || undefined, accountId || undefined);
  const data = query.data;
  const admin = isAdminRole(data?.user_info.role);
  return {
    loading: query.isPending,
    error: (query.error as Error | null) ?? null,
    retry: () => void query.refetch(),
    role: data?.user_info.role,
    admin,
    can: (resource, action) => admin || Boolean(data?.permissions[resource]?.includes(action)),
    hasFeature: (feature) => Boolean(data?.features.includes(feature)),
    limits: (data?.limits ?? {}) as Partial<TierLimits>,
  };
}
