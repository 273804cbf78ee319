import type { CampaignDetail } from '@lantern/contracts';
import { Button, ConfirmDialog, PermissionGate, useToast } from '@lantern/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/apiError';
import { accountPath, type RouteScope } from '../../../shared/route';
import { useDeleteCampaign } from '../useCampaignMutations';
import { deleteMessage } from '../settingsForm';

const Zone = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${(p) => p.theme.color.danger};
  border-radius: ${(p) => p.theme.radius.md};
  h3 {
    margin: 0 0 4px;
    font-size: ${(p) => p.theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

export const DELETE_PERMISSION =
  "You don't have permission to delete campaigns. Contact your administrator for access.";

/** 'Delete campaign': a confirmation naming the campaign and what goes with it, then the dashboard. */
export function DeleteCampaignSection({
  campaign,
  route,
  allowed,
}: {
  campaign: CampaignDetail;
  route: RouteScope;
  allowed: boolean;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteCampaign(route.scope, campaign.id);
  const toast = useToast();
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: (res) => {
        toast.success(res.message || `Successfully deleted ${campaign.name}`);
        navigate(`${accountPath(route.orgId, route.accountId)}/dashboard`);
      },
      onError: (err) => {
        setOpen(false);
        toast.error(errorMessage(err, 'Could not delete the campaign. Please try again.'));
      },
    });
  return (
    <Zone aria-labelledby="delete-campaign-title">
      <div>
        <h3 id="delete-campaign-title">Delete campaign</h3>
        <p>Removes the campaign, its prompts, runs and stored answers for good.</p>
      </div>
      <PermissionGate allowed={allowed} message={DELETE_PERMISSION}>
        <Button type="button" $variant="danger" onClick={() => setOpen(true)}>
          Delete campaign
        </Button>
      </PermissionGate>
      <ConfirmDialog
        open={open}
        title={`Delete ${campaign.name}?`}
        message={deleteMessage(campaign)}
        confirmLabel="Delete campaign"
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </Zone>
  );
}
