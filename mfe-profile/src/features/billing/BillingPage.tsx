import { queryKeys } from '@lantern/api-client';
import { planLabel, type Tier } from '@lantern/contracts';
import {
  billing,
  useCurrentAccount,
  useCurrentOrganization,
  useRefreshSession,
  useSessionStore,
} from '@lantern/session';
import { Button, Card, ConfirmDialog, ErrorView, LoadingView, useToast } from '@lantern/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PlanComparison } from './PlanComparison';
import { UsageMeters } from './UsageMeters';

const Page = styled.div`
  display: grid;
  /* minmax(0, ...): wide tables scroll inside their card instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  h2 {
    margin: 0 0 4px;
    font-size: ${(p) => p.theme.font.size.lg};
  }
  .sub {
    margin: 0 0 16px;
    color: ${(p) => p.theme.color.textMuted};
  }
`;
const ContactLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 12px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.primary};
  color: ${(p) => p.theme.color.primary};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
`;
const PlanName = styled.strong`
  color: ${(p) => p.theme.color.primary};
`;

export const CONTACT_SALES = 'Contact sales';

/** Usage & Billing (/billing): the plan, usage against its limits, the four plans and the way to change. */
export default function BillingPage() {
  const org = useCurrentOrganization();
  const account = useCurrentAccount();
  const context = useSessionStore((s) => s.context);
  const refreshSession = useRefreshSession();
  const toast = useToast();
  const [target, setTarget] = useState<Tier | null>(null);
  const [busy, setBusy] = useState(false);
  const orgId = context?.organizationId ?? '';
  const accountId = context?.accountId ?? '';
  const usage = useQuery({
    queryKey: queryKeys.usage(orgId, accountId),
    queryFn: ({ signal }) => billing.usage(orgId, accountId, signal),
    enabled: Boolean(orgId && accountId),
  });
  if (!org || !account) return null;

  const isSuperAdmin = account.role.name === 'super_admin';
  const settings = usage.data?.billing;
  const contactHref = settings?.contactUrl ?? null;

  const confirmSwitch = async () => {
    if (!target) return;
    setBusy(true);
    try {
      await billing.changeTier(org.id, target);
      // Context login + invalidation: every gate in the app re-reads the plan without a reload.
      await refreshSession().catch(() => undefined);
      toast.success(`Plan changed to ${planLabel(target)}`);
      setTarget(null);
    } catch (e) {
      toast.error((e as Error).message || 'Failed to change the plan. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const action = (tier: Tier) => {
    if (!settings) return null;
    if (settings.planChanges === 'contact') {
      return contactHref ? (
        <ContactLink href={contactHref} target="_blank" rel="noreferrer">
          {CONTACT_SALES}
        </ContactLink>
      ) : (
        <ContactLink as={Link} to={`/org/${org.id}/account/${account.id}/contact-support`}>
          {CONTACT_SALES}
        </ContactLink>
      );
    }
    if (!isSuperAdmin) return null;
    return (
      <Button type="button" $size="sm" onClick={() => setTarget(tier)}>
        Switch to {planLabel(tier).replace(/ Plan$/, '')}
      </Button>
    );
  };

  const whoCanChange = () => {
    if (!settings) return null;
    if (settings.planChanges === 'contact') {
      return 'Plans are sold by the team that runs Lantern. Contact sales to change yours.';
    }
    if (isSuperAdmin) return 'As a super admin you can switch the plan below. The change applies at once.';
    const names = settings.planAdmins.map((a) => `${a.name} (${a.email})`).join(', ');
    return names
      ? `Only a super admin can change the plan: ${names}.`
      : 'Only a super admin of the organization can change the plan.';
  };

  return (
    <Page>
      <Card>
        <h2>Current plan</h2>
        <p className="sub">
          {org.name} is on the <PlanName>{planLabel(org.tier)}</PlanName>.
        </p>
        <p style={{ margin: 0 }}>{whoCanChange()}</p>
      </Card>
      <Card>
        <h2>Usage</h2>
        <p className="sub">What this organization and account use of the plan&apos;s limits.</p>
        {usage.isPending ? (
          <LoadingView text="Loading usage..." />
        ) : usage.isError ? (
          <ErrorView
            title="The usage could not be loaded"
            message={usage.error.message}
            actions={<Button onClick={() => void usage.refetch()}>Try Again</Button>}
          />
        ) : (
          <UsageMeters items={usage.data.items} />
        )}
      </Card>
      <Card>
        <h2>Plans</h2>
        <p className="sub">Features and limits of each plan.</p>
        <PlanComparison current={org.tier} action={action} />
      </Card>
      <ConfirmDialog
        open={target !== null}
        title="Change plan"
        message={
          target
            ? `Switch ${org.name} from the ${planLabel(org.tier)} to the ${planLabel(target)}? Features and limits change at once for every account and member.`
            : ''
        }
        confirmLabel={target ? `Switch to ${planLabel(target)}` : 'Switch'}
        busy={busy}
        onConfirm={() => void confirmSwitch()}
        onCancel={() => setTarget(null)}
      />
    </Page>
  );
}
