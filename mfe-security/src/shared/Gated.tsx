import { type GatedChild, PermissionGate, TierGate } from '@lantern/ui';
import { billingPath, useScope } from './route';

export interface GatedProps {
  /** Missing permission: 'Permission Required' and `permissionMessage`. */
  permitted: boolean;
  permissionMessage: string;
  /** The plan (or a plan limit) does not allow it: the upgrade message and 'View Plans'. */
  planAllows?: boolean;
  upgradeMessage?: string;
  children: GatedChild;
}

/** A control behind a permission and a plan check (spec section 6); the permission is told first. */
export function Gated({
  permitted,
  permissionMessage,
  planAllows = true,
  upgradeMessage,
  children,
}: GatedProps) {
  const { orgId, accountId } = useScope();
  if (!permitted)
    return (
      <PermissionGate allowed={false} message={permissionMessage}>
        {children}
      </PermissionGate>
    );
  return (
    <TierGate allowed={planAllows} message={upgradeMessage} billingPath={billingPath(orgId, accountId)}>
      {children}
    </TierGate>
  );
}
