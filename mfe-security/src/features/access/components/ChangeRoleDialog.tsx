import { type AccountUser, ERRORS, SUCCESS, VALIDATION } from '@lantern/contracts';
import { Button, Dialog, Select, Spinner, useToast } from '@lantern/ui';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../../../shared/route';
import { useChangeRole } from '../hooks/mutations';
import { useRoles } from '../hooks/queries';
import { assignableRoles, NO_OTHER_ROLES } from '../messages';

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
        <>
          <Button type="button" $variant="secondary" onClick={close} disabled={change.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="change-role-form"
            disabled={change.isPending || !roleId || choices.length === 0}
            aria-busy={change.isPending || undefined}
          >
            {change.isPending ? (
              <span aria-hidden="true">
                <Spinner size={16} />
              </span>
            ) : null}
            {change.isPending ? 'Updating...' : 'Update Role'}
          </Button>
        </>
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
