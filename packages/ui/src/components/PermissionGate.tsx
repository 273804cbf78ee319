import type { Placement } from '../hooks/useAnchoredPosition';
import { PERMISSION_REQUIRED } from '../texts';
import { type GatedChild, renderGated } from './gatedChild';
import { Tooltip } from './Tooltip';

export interface PermissionGateProps {
  allowed: boolean;
  /** Why the control is disabled, e.g. "You don't have permission to create campaigns. ..." */
  message: string;
  children: GatedChild;
  placement?: Placement;
}

/** Without the permission the control is disabled and a 'Permission Required' tooltip says why. */
export function PermissionGate({ allowed, message, children, placement }: PermissionGateProps) {
  if (allowed) return renderGated(children, false);
  return (
    <Tooltip wrapDisabled title={PERMISSION_REQUIRED} content={message} placement={placement}>
      {renderGated(children, true)}
    </Tooltip>
  );
}
