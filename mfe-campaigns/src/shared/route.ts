import type { CampaignScope } from '@lantern/api-client';
import { useParams } from 'react-router-dom';

/** The protected area's base path: /org/{orgId}/account/{accountId}. */
export const accountPath = (orgId: string, accountId: string) => `/org/${orgId}/account/${accountId}`;

/** /org/{orgId}/account/{accountId}/analytics/{campaignId}[/{platform}] */
export const analyticsPath = (orgId: string, accountId: string, campaignId: string, platform?: string) =>
  `${accountPath(orgId, accountId)}/analytics/${campaignId}${platform ? `/${platform}` : ''}`;

/** /org/{orgId}/account/{accountId}/campaigns/{campaignId}/settings */
export const campaignSettingsPath = (orgId: string, accountId: string, campaignId: string) =>
  `${accountPath(orgId, accountId)}/campaigns/${campaignId}/settings`;

export const billingPath = (orgId: string, accountId: string) => `${accountPath(orgId, accountId)}/billing`;

export interface RouteScope {
  orgId: string;
  accountId: string;
  /** What every campaign call carries. */
  scope: CampaignScope;
}

/** The organization and account of the current route (every page of this remote has both). */
export function useRouteScope(): RouteScope {
  const { orgId = '', accountId = '' } = useParams();
  return { orgId, accountId, scope: { organizationId: orgId, accountId } };
}
