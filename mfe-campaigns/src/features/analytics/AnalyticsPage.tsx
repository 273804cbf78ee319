import { ApiRequestError } from '@lantern/api-client';
import {
  ACTIVE_RUN_STATUSES,
  CAMPAIGN_ERRORS,
  PERMISSION_MESSAGES,
  UPGRADE_MESSAGES,
} from '@lantern/contracts';
import {
  AccessGate,
  Button,
  ErrorView,
  LoadingView,
  PERMISSION_REQUIRED,
  UPGRADE_REQUIRED,
  VIEW_PLANS,
} from '@lantern/ui';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useCampaignAccess } from '../../shared/access';
import { isTierRequired } from '../../shared/apiError';
import { accountPath, analyticsPath, billingPath, useRouteScope } from '../../shared/route';
import { useCampaign } from './api/useCampaign';
import { useCampaignAnalytics } from './api/useCampaignAnalytics';
import { AnalyticsHeader } from './components/AnalyticsHeader';
import { AnswersDrawer, type AnswersView } from './components/AnswersDrawer';
import { CollectingState } from './components/CollectingState';
import { DashboardView } from './components/DashboardView';
import { ExportButton } from './components/ExportButton';
import { PANEL_ID, PlatformTabs, tabId } from './components/PlatformTabs';
import { RunControls } from './components/RunControls';
import { defaultPlatform, headerModel, isDashboardReady } from './format';
import { ANSWERS_PAGE_SIZE, useAnswersState, useExportAction, useRunActions } from './useAnalyticsActions';

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** /analytics/{campaignId}[/{platform}]: one campaign's results on one platform. */
export default function AnalyticsPage() {
  const { campaignId = '', platform } = useParams();
  const route = useRouteScope();
  const campaign = useCampaign(route.scope, campaignId);
  if (platform) return <CampaignAnalytics campaignId={campaignId} platform={platform} />;
  // Without a platform: chatgpt, or the campaign's first platform when it does not ask chatgpt.
  if (campaign.isPending) return <LoadingView label="Loading campaign" />;
  return (
    <Navigate
      replace
      to={analyticsPath(route.orgId, route.accountId, campaignId, defaultPlatform(campaign.data))}
    />
  );
}

function CampaignAnalytics({ campaignId, platform }: { campaignId: string; platform: string }) {
  const route = useRouteScope();
  const navigate = useNavigate();
  const access = useCampaignAccess(route.orgId, route.accountId);
  const campaign = useCampaign(route.scope, campaignId);
  const permitted = access.loading || (access.can('analytics', 'view') && access.hasFeature('analytics'));
  const analytics = useCampaignAnalytics(route.scope, campaignId, platform, permitted);
  const [answersView, setAnswersView] = useState<AnswersView | null>(null);
  const billing = billingPath(route.orgId, route.accountId);

  const model = headerModel(campaignId, analytics.data, campaign.data);
  const runActions = useRunActions(route.scope, campaignId);
  const exportAction = useExportAction(route.scope, campaignId, model.name, platform);
  const answers = useAnswersState(route.scope, campaignId, platform, answersView);
  const lastRun = campaign.data?.lastRun;
  const activeRunId = lastRun && ACTIVE_RUN_STATUSES.includes(lastRun.status) ? lastRun.id : null;
  const platforms: string[] = [...(campaign.data?.platforms ?? [])];
  if (!platforms.includes(platform)) platforms.push(platform);

  const body = () => {
    if (!access.loading && !access.can('analytics', 'view')) {
      return <AccessGate title={PERMISSION_REQUIRED} message={PERMISSION_MESSAGES.generic} />;
    }
    const upgrade = (!access.loading && !access.hasFeature('analytics')) || isTierRequired(analytics.error);
    if (upgrade) {
      return (
        <AccessGate
          title={UPGRADE_REQUIRED}
          message={UPGRADE_MESSAGES.analytics}
          action={{ label: VIEW_PLANS, onClick: () => navigate(billing) }}
        />
      );
    }
    if (analytics.isPending) return <LoadingView label="Loading analytics" />;
    if (analytics.isError) {
      return (
        <ErrorView
          title="Could not load the analytics"
          message={analytics.error.message}
          actions={<Button onClick={() => void analytics.refetch()}>Try Again</Button>}
        />
      );
    }
    const data = analytics.data;
    if (!isDashboardReady(data.dashboardData)) {
      return (
        <CollectingState
          done={data.lastJobScrappedPromptCount}
          total={data.lastJobTotalPromptCount}
          lastRunStatus={data.lastRunStatus}
        />
      );
    }
    return <DashboardView data={data.dashboardData} onViewAnswers={setAnswersView} />;
  };

  if (isNotFound(campaign.error) || isNotFound(analytics.error)) {
    return (
      <ErrorView
        title={CAMPAIGN_ERRORS.notFound}
        message="It may have been deleted, or it belongs to another account."
        actions={
          <Button onClick={() => navigate(`${accountPath(route.orgId, route.accountId)}/dashboard`)}>
            Back to Campaigns
          </Button>
        }
      />
    );
  }

  return (
    <>
      <AnalyticsHeader
        model={model}
        platform={platform}
        actions={
          <>
            <RunControls
              actions={runActions}
              activeRunId={activeRunId}
              allowed={access.loading || access.can('campaign', 'update')}
            />
            <ExportButton {...exportAction} allowed={access.hasFeature('export')} billingPath={billing} />
          </>
        }
      />
      <PlatformTabs
        platforms={platforms}
        current={platform}
        onSelect={(p) => navigate(analyticsPath(route.orgId, route.accountId, campaignId, p))}
      />
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(platform)}>
        {body()}
      </div>
      <AnswersDrawer
        view={answersView}
        onChange={setAnswersView}
        onClose={() => setAnswersView(null)}
        answers={answers}
        pageSize={ANSWERS_PAGE_SIZE}
        prompts={isDashboardReady(analytics.data?.dashboardData) ? analytics.data.dashboardData.prompts : []}
        brandNames={campaign.data ? [campaign.data.brandName, ...campaign.data.brandAliases] : []}
      />
    </>
  );
}
