import { ERRORS, SUCCESS, validateInvite } from '@lantern/contracts';
import { Dialog, Select, TextField, useToast } from '@lantern/ui';
import { type FormEvent, useState } from 'react';
import { useSendInvite } from '../hooks/mutations';
import { useRoles } from '../hooks/queries';
import { assignableRoles, sendInviteError } from '../messages';
import { DialogFormActions } from './DialogFormActions';

export interface InviteDialogProps {
  open: boolean;
  onClose(): void;
  orgId: string;
  accountId: string;
}

type Field = 'email' | 'roleId';

/** 'Invite Team Member': email and role, checked on blur and again on each change after that. */
export function InviteDialog({ open, onClose, orgId, accountId }: InviteDialogProps) {
  const toast = useToast();
  const roles = useRoles();
  const send = useSendInvite(orgId, accountId);
  const [values, setValues] = useState({ email: '', roleId: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const errors = validateInvite(values);
  const shown = (f: Field) => (touched[f] ? errors[f] : undefined);
  const close = () => {
    if (send.isPending) return;
    setValues({ email: '', roleId: '' });
    setTouched({});
    onClose();
  };
  const change = (f: Field, v: string) => setValues((old) => ({ ...old, [f]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched({ email: true, roleId: true });
    if (errors.email || errors.roleId) return;
    if (!orgId) return void toast.error(ERRORS.noOrganizationSelected);
    if (!accountId) return void toast.error(ERRORS.noAccountSelected);
    send.mutate(
      { email: values.email.trim(), roleId: values.roleId, accountId },
      {
        onSuccess: () => {
          toast.success(SUCCESS.inviteSent);
          close();
        },
        onError: (err) => toast.error(sendInviteError(err)),
      },
    );
  };
  const choices = assignableRoles(roles.data);
  return (
    <Dialog
      open={open}
      onClose={close}
      title="Invite Team Member"
      description="Send an invitation to join your organization"
      size="sm"
      actions={
        <DialogFormActions
          form="invite-form"
          label="Send Invite"
          pendingLabel="Sending..."
          pending={send.isPending}
          onCancel={close}
        />
      }
    >
      <form id="invite-form" noValidate onSubmit={submit} style={{ display: 'grid', gap: 16 }}>
        <TextField
          label="Email address"
          type="email"
          autoComplete="off"
          value={values.email}
          error={shown('email')}
          onChange={(e) => change('email', e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, email: true }))}
        />
        <Select
          label="Role"
          value={values.roleId}
          error={shown('roleId') ?? (roles.isError ? 'Roles could not be loaded' : undefined)}
          disabled={roles.isPending}
          onChange={(e) => change('roleId', e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, roleId: true }))}
        >
          <option value="">{roles.isPending ? 'Loading roles...' : 'Select a role'}</option>
          {choices.map((r) => (
            <option key={r.id} value={r.id}>
              {r.displayName}
            </option>
          ))}
        </Select>
      </form>
    </Dialog>
  );
}
