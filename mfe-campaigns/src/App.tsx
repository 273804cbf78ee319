import { createRemoteApp } from '@lantern/session';
import { lazy } from 'react';

/** The campaigns remote's pages; the shell's route table decides which one shows. */
export default createRemoteApp({
  dashboard: lazy(() => import('./features/dashboard/DashboardPage')),
  'new-campaign': lazy(() => import('./features/new-campaign/NewCampaignPage')),
  analytics: lazy(() => import('./features/analytics/AnalyticsPage')),
  'campaign-settings': lazy(() => import('./features/campaign-settings/CampaignSettingsPage')),
});
