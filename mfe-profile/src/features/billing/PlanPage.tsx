import { planLabel } from '@lantern/contracts';
import { useCurrentOrganization } from '@lantern/session';
import { Card } from '@lantern/ui';

/** The organization's current plan. */
export default function PlanPage() {
  const org = useCurrentOrganization();
  if (!org) return null;
  return (
    <Card style={{ maxWidth: 560 }}>
      <h2 style={{ marginTop: 0 }}>Current plan</h2>
      <p>
        <strong>{org.name}</strong> is on the <strong>{planLabel(org.tier)}</strong>.
      </p>
    </Card>
  );
}
