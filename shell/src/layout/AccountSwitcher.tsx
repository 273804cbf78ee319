import { useCurrentAccount, useCurrentOrganization, useSwitchAccount } from '@lantern/session';
import { ConfirmDialog, Select, useToast } from '@lantern/ui';
import { useState } from 'react';
import styled from 'styled-components';
import type { Account } from '@lantern/contracts';

/**
 * The account switcher (spec sections 2 and 4): shown only with more than one account; asks for
 * confirmation; drops the old account's cached data; opens the new account's dashboard.
 */
export function AccountSwitcher() {
  const org = useCurrentOrganization();
  const current = useCurrentAccount();
  const switchAccount = useSwitchAccount();
  const toast = useToast();
  const [target, setTarget] = useState<Account | null>(null);
  const [busy, setBusy] = useState(false);

  if (!org || !current || org.accounts.length <= 1) return null;

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await switchAccount(org.id, target);
      toast.success(`Switched to account: ${target.name}`);
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };

  return (
    <Narrow>
      <Select
        label="Account"
        hideLabel
        value={current.id}
        onChange={(e) => setTarget(org.accounts.find((a) => a.id === e.target.value) ?? null)}
        options={org.accounts.map((a) => ({ value: a.id, label: a.name }))}
      />
      <ConfirmDialog
        open={target !== null}
        title="Switch account"
        message={`Are you sure you want to switch to ${target?.name ?? ''}? You will be redirected to the dashboard.`}
        confirmLabel="Switch"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      />
    </Narrow>
  );
}

/** Long account names must not push the page title out of the header. */
const Narrow = styled.div`
  max-width: 220px;
  min-width: 0;
  select {
    text-overflow: ellipsis;
  }
  @media (max-width: 640px) {
    max-width: 116px;
  }
`;
