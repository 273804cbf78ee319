import {
  isAdminRole,
  type TierLimits,
  type PermissionAction,
  type PermissionResource,
  type TierFeature,
} from '@lantern/contracts';
import { usePermissions } from '@lantern/session';

export interface CampaignAccess {
  /** The permissions are still loading: nothing is decided yet. */
  loading: boolean;
  error: Error | null;
  retry(): void;
  /** The server's resource -> actions list; admins pass every check (spec section 6). */
  can(resource: PermissionResource, action: PermissionAction): boolean;
  /** A feature of the organization's plan tier. */
  hasFeature(feature: TierFeature): boolean;
  /** Prompts allowed per campaign; null means unlimited, undefined not known yet. */
  promptLimit: number | null | undefined;
}

/** What the caller may do in this account, from GET /permissions/user. */
export function useCampaignAccess(orgId: string, accountId: string): CampaignAccess {
  const query = usePermissions(orgId, accountId);
  const data = query.data;
  const admin = isAdminRole(data?.user_info.role);
  return {
    loading: query.isPending,
    error: (query.error as Error | null) ?? null,
    retry: () => void query.refetch(),
    can: (resource, action) => admin || Boolean(data?.permissions[resource]?.includes(action)),
    hasFeature: (feature) => Boolean(data?.features.includes(feature)),
    promptLimit: (data?.limits as Partial<TierLimits> | undefined)?.prompt_limit_per_campaign,
  };
}
