import { Button, Dialog, TextField } from '@lantern/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { canSaveAccount } from './accountRules';

const Form = styled.form`
  display: grid;
  gap: 16px;
  .actions {
    display: flex;
    justify-content: flex-end;
    gap: 8px;
  }
`;

export interface AccountDialogProps {
  open: boolean;
  /** null creates a new account. */
  initial: { name: string; description: string | null } | null;
  saving: boolean;
  onSave(values: { name: string; description: string }): void;
  onClose(): void;
}

/** 'Create New Account' / 'Edit Account' (spec section 2). */
export function AccountDialog({ open, initial, saving, onSave, onClose }: AccountDialogProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  useEffect(() => {
    if (!open) return;
    setName(initial?.name ?? '');
    setDescription(initial?.description ?? '');
  }, [open, initial]);
  const canSave = canSaveAccount(name, saving);
  return (
    <Dialog
      open={open}
      title={initial ? 'Edit Account' : 'Create New Account'}
      onClose={saving ? () => undefined : onClose}
    >
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          if (canSave) onSave({ name: name.trim(), description: description.trim() });
        }}
      >
        <TextField
          label="Account Name"
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
        />
        <TextField
          label="Description (Optional)"
          value={description}
          maxLength={500}
          onChange={(e) => setDescription(e.target.value)}
        />
        <div className="actions">
          <Button type="button" $variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSave}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}
