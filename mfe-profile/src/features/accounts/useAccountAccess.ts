import { isAdminRole, type PermissionAction } from '@lantern/contracts';
import { usePermissions } from '@lantern/session';

/** What the caller may do with accounts, from GET /permissions/user; admins pass every check. */
export function useAccountAccess(orgId: string, accountId: string) {
  const query = usePermissions(orgId, accountId);
  const data = query.data;
  const admin = isAdminRole(data?.user_info.role);
  return {
    loading: query.isPending,
    can: (action: PermissionAction) => admin || Boolean(data?.permissions.account?.includes(action)),
    /** The plan allows more accounts (tier feature account_creation and its flag). */
    tierAllowsCreation: Boolean(
      data?.features.includes('account_creation') && data.limits.is_account_creation_allowed,
    ),
  };
}
