import { type AccountUser, ERRORS, SUCCESS, VALIDATION } from '@lantern/contracts';
import { Dialog, Select, useToast } from '@lantern/ui';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../../shared/route';
import { useChangeRole } from '../hooks/mutations';
import { useRoles } from '../hooks/queries';
import { assignableRoles, NO_OTHER_ROLES } from '../messages';
import { DialogFormActions } from './DialogFormActions';

export interface ChangeRoleDialogProps {
  /** The member whose role changes; null when closed. */
  member: AccountUser | null;
  onClose(): void;
  orgId: string;
  accountId: string;
}

/** 'Change User Role': a role other than the current one, never super_admin. */
export function ChangeRoleDialog({ member, onClose, orgId, accountId }: ChangeRoleDialogProps) {
  const toast = useToast();
  const roles = useRoles();
  const change = useChangeRole(orgId, accountId);
  const [roleId, setRoleId] = useState('');
  const [touched, setTouched] = useState(false);
  const choices = assignableRoles(roles.data, member?.role.id);
  const error = touched && !roleId ? VALIDATION.roleRequired : undefined;
  const close = () => {
    if (change.isPending) return;
    setRoleId('');
    setTouched(false);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    // The choices exclude the current role and super_admin; check again in case the list changed.
    if (!member || !choices.some((r) => r.id === roleId)) return;
    change.mutate(
      { userId: member.id, roleId },
      {
        onSuccess: () => {
          toast.success(SUCCESS.roleUpdated);
          close();
        },
        onError: (err) => toast.error(messageOf(err, ERRORS.roleChangeFailed)),
      },
    );
  };
  const name = member ? `${member.firstName} ${member.lastName}`.trim() || member.email : '';
  return (
    <Dialog
      open={Boolean(member)}
      onClose={close}
      title="Change User Role"
      description={member ? `${name} is ${member.role.displayName}. Choose the new role.` : undefined}
      size="sm"
      actions={
        <DialogFormActions
          form="change-role-form"
          label="Update Role"
          pendingLabel="Updating..."
          pending={change.isPending}
          disabled={!roleId || choices.length === 0}
          onCancel={close}
        />
      }
    >
      <form id="change-role-form" noValidate onSubmit={submit}>
        {roles.isSuccess && choices.length === 0 ? (
          <p role="status">{NO_OTHER_ROLES}</p>
        ) : (
          <Select
            label="New role"
            value={roleId}
            error={error ?? (roles.isError ? 'Roles could not be loaded' : undefined)}
            disabled={roles.isPending}
            onChange={(e) => setRoleId(e.target.value)}
            onBlur={() => setTouched(true)}
          >
            <option value="">{roles.isPending ? 'Loading roles...' : 'Select a role'}</option>
            {choices.map((r) => (
              <option key={r.id} value={r.id}>
                {r.displayName}
              </option>
            ))}
          </Select>
        )}
      </form>
    </Dialog>
  );
}
