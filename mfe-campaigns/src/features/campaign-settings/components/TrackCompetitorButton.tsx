import { queryKeys } from '@lantern/api-client';
import { CAMPAIGN_ERRORS } from '@lantern/contracts';
import { campaigns } from '@lantern/session';
import { Button, ConfirmDialog, PermissionGate, TierGate, useToast } from '@lantern/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useCampaignAccess } from '../../../shared/access';
import { errorMessage } from '../../../shared/apiError';
import { billingPath, useRouteScope } from '../../../shared/route';
import { UPDATE_PERMISSION } from '../settingsForm';

/**
 * 'Track' on a suggested competitor: after a confirmation, adds it to the campaign (POST
 * /campaigns/{id}/competitors). Gated like an edit: the update permission and the competitor_analysis
 * plan feature. Self-contained: the campaign comes from the route.
 */
export function TrackCompetitorButton({ name }: { name: string }) {
  const route = useRouteScope();
  const { campaignId = '' } = useParams();
  const access = useCampaignAccess(route.orgId, route.accountId);
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const queryClient = useQueryClient();
  const track = useMutation({
    mutationFn: () => campaigns.trackCompetitor(campaignId, { ...route.scope, name }),
    onSuccess: () => {
      setOpen(false);
      toast.success(`Now tracking ${name}`);
      // The campaign and its analytics (the suggestion leaves the list), and the dashboard.
      void queryClient.invalidateQueries({
        queryKey: queryKeys.campaign(route.orgId, route.accountId, campaignId),
      });
    },
    onError: (err) => {
      setOpen(false);
      toast.error(errorMessage(err, `Could not track ${name}. Please try again.`));
    },
  });
  const button = (
    <Button type="button" $size="sm" aria-label={`Track ${name}`} onClick={() => setOpen(true)}>
      Track
    </Button>
  );
  return (
    <>
      {access.loading || access.can('campaign', 'update') ? (
        <TierGate
          allowed={access.loading || access.hasFeature('competitor_analysis')}
          message={CAMPAIGN_ERRORS.competitorsTier}
          billingPath={billingPath(route.orgId, route.accountId)}
        >
          {button}
        </TierGate>
      ) : (
        <PermissionGate allowed={false} message={UPDATE_PERMISSION}>
          {button}
        </PermissionGate>
      )}
      <ConfirmDialog
        open={open}
        title={`Track ${name}?`}
        message={`${name} becomes a tracked competitor of this campaign: the next runs measure its mentions, share of voice and citations next to yours. You can remove it in the campaign settings.`}
        confirmLabel="Track competitor"
        busy={track.isPending}
        onConfirm={() => track.mutate()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
