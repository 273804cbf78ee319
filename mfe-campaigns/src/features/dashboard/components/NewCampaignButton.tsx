import { PERMISSION_MESSAGES } from '@lantern/contracts';
import { Button, PermissionGate } from '@lantern/ui';
import { useNavigate } from 'react-router-dom';
import { useCampaignAccess } from '../../../shared/access';
import { accountPath, useRouteScope } from '../../../shared/route';

/**
 * Opens the Create New Campaign wizard. Without the campaign create permission it is disabled with
 * the 'Permission Required' tooltip (while permissions load it stays usable: the page checks again).
 */
export function NewCampaignButton({ label, size = 'md' }: { label: string; size?: 'sm' | 'md' }) {
  const { orgId, accountId } = useRouteScope();
  const access = useCampaignAccess(orgId, accountId);
  const navigate = useNavigate();
  const allowed = access.loading || access.can('campaign', 'create');
  return (
    <PermissionGate allowed={allowed} message={PERMISSION_MESSAGES.createCampaign}>
      <Button
        type="button"
        $size={size}
        onClick={() => navigate(`${accountPath(orgId, accountId)}/new-campaign`)}
      >
        {label}
      </Button>
    </PermissionGate>
  );
}
