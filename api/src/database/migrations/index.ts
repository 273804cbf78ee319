import { IdentityAndCampaigns1732147200000 } from './1732147200000-identity-and-campaigns';
import { AccessInvitesAudit1763769600000 } from './1763769600000-access-invites-audit';
import { ActivitiesIpPrefixIndex1795305600000 } from './1795305600000-activities-ip-prefix-index';
import { ActivityCounts1795392000000 } from './1795392000000-activity-counts';
import { CampaignRuns1795478400000 } from './1795478400000-campaign-runs';
import { CampaignListIndexes1795564800000 } from './1795564800000-campaign-list-indexes';
import { CampaignStatusCounts1795651200000 } from './1795651200000-campaign-status-counts';
import { RunItemsFinishedIndex1796100000000 } from './1796100000000-run-items-finished-index';
import { RunSummaries1796200000000 } from './1796200000000-run-summaries';
import { AnalyticsAggregates1796300000000 } from './1796300000000-analytics-aggregates';
import { CampaignReanalysis1796400000000 } from './1796400000000-campaign-reanalysis';
import { RunSources1796500000000 } from './1796500000000-run-sources';

/** Every committed migration, in order. They run at start; `synchronize` is off everywhere. */
export const MIGRATIONS = [
  IdentityAndCampaigns1732147200000,
  AccessInvitesAudit1763769600000,
  ActivitiesIpPrefixIndex1795305600000,
  ActivityCounts1795392000000,
  CampaignRuns1795478400000,
  CampaignListIndexes1795564800000,
  CampaignStatusCounts1795651200000,
  RunItemsFinishedIndex1796100000000,
  RunSummaries1796200000000,
  AnalyticsAggregates1796300000000,
  CampaignReanalysis1796400000000,
  RunSources1796500000000,
];
