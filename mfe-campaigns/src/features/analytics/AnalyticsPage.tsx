import { ApiRequestError } from '@lantern/api-client';
import {
  ACTIVE_RUN_STATUSES,
  DEFAULT_ANALYTICS_RANGE,
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
import { useAnalyticsOverview, useAnalyticsSources } from './api/useAnalyticsViews';
import { useCampaignAnalytics } from './api/useCampaignAnalytics';
import { useReanalysis } from './api/useReanalysis';
import { AnalyticsHeader } from './components/AnalyticsHeader';
import { AnswersDrawer, type AnswersView } from './components/AnswersDrawer';
import { CollectingState } from './components/CollectingState';
import { DashboardView } from './components/DashboardView';
import { ExportButton } from './components/ExportButton';
import { OverviewView } from './components/OverviewView';
import { PANEL_ID, PlatformTabs, tabId } from './components/PlatformTabs';
import { RangeSelector } from './components/RangeSelector';
import { ReanalysisNotice } from './components/ReanalysisNotice';
import { LastRunNotice } from './components/RunStateNotice';
import { RunControls } from './components/RunControls';
import { ALL_PLATFORMS, dateTimeText, defaultPlatform, headerModel, isDashboardReady } from './format';
import { useAnalyticsRange } from './range';
import { ANSWERS_PAGE_SIZE, useAnswersState, useExportAction, useRunActions } from './useAnalyticsActions';

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** /analytics/{campaignId}[/{platform}]: one campaign's results across platforms ('all') or on one. */
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
  const [range, setRange] = useAnalyticsRange();
  const overviewTab = platform === ALL_PLATFORMS;
  const analytics = useCampaignAnalytics(route.scope, campaignId, platform, permitted && !overviewTab, range);
  const overview = useAnalyticsOverview(route.scope, campaignId, range, permitted && overviewTab);
  const sources = useAnalyticsSources(
    route.scope,
    campaignId,
    range,
    overviewTab ? undefined : platform,
    permitted &&
      (overviewTab ? Boolean(overview.data?.latestRun) : isDashboardReady(analytics.data?.dashboardData)),
  );
  const reanalysis = useReanalysis(route.scope, campaignId, permitted);
  const [answersView, setAnswersView] = useState<AnswersView | null>(null);
  const billing = billingPath(route.orgId, route.accountId);

  const model = headerModel(campaignId, analytics.data, campaign.data);
  const runActions = useRunActions(route.scope, campaignId);
  const exportAction = useExportAction(route.scope, campaignId, model.name, platform);
  const answers = useAnswersState(route.scope, campaignId, platform, answersView);
  const lastRun = campaign.data?.lastRun;
  const activeRunId = lastRun && ACTIVE_RUN_STATUSES.includes(lastRun.status) ? lastRun.id : null;
  const platforms: string[] = [ALL_PLATFORMS, ...(campaign.data?.platforms ?? [])];
  if (!platforms.includes(platform)) platforms.push(platform);
  const current = overviewTab ? overview : analytics;
  const trend = overviewTab
    ? (overview.data?.trend ?? [])
    : isDashboardReady(analytics.data?.dashboardData)
      ? analytics.data.dashboardData.trend
      : [];
  const runOptions = [...trend].reverse().map((t) => ({ id: t.runId, label: dateTimeText(t.runAt) }));
  const competitors = campaign.data?.competitors?.map((c) => c.name) ?? [];

  const body = () => {
    if (!access.loading && !access.can('analytics', 'view')) {
      return <AccessGate title={PERMISSION_REQUIRED} message={PERMISSION_MESSAGES.generic} />;
    }
    const upgrade = (!access.loading && !access.hasFeature('analytics')) || isTierRequired(current.error);
    if (upgrade) {
      return (
        <AccessGate
          title={UPGRADE_REQUIRED}
          message={UPGRADE_MESSAGES.analytics}
          action={{ label: VIEW_PLANS, onClick: () => navigate(billing) }}
        />
      );
    }
    if (current.isPending) return <LoadingView label="Loading analytics" />;
    if (current.isError) {
      return (
        <ErrorView
          title="Could not load the analytics"
          message={current.error.message}
          actions={<Button onClick={() => void current.refetch()}>Try Again</Button>}
        />
      );
    }
    if (overviewTab) {
      const data = overview.data!;
      if (!data.latestRun) {
        return (
          <CollectingState
            done={campaign.data?.lastJobScrappedPromptCount ?? 0}
            total={campaign.data?.lastJobTotalPromptCount ?? 0}
            lastRunStatus={data.lastRunStatus}
          />
        );
      }
      return <OverviewView data={data} sources={sources} onViewAnswers={setAnswersView} />;
    }
    const data = analytics.data!;
    if (!isDashboardReady(data.dashboardData)) {
      return (
        <CollectingState
          done={data.lastJobScrappedPromptCount}
          total={data.lastJobTotalPromptCount}
          lastRunStatus={data.lastRunStatus}
        />
      );
    }
    return <DashboardView data={data.dashboardData} sources={sources} onViewAnswers={setAnswersView} />;
  };

  if (isNotFound(campaign.error) || isNotFound(current.error)) {
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
      <RangeSelector value={range} onChange={setRange} />
      <LastRunNotice
        lastRun={lastRun ?? null}
        shownRunId={
          overviewTab
            ? (overview.data?.latestRun?.id ?? null)
            : isDashboardReady(analytics.data?.dashboardData)
              ? analytics.data.dashboardData.latestRun.id
              : null
        }
      />
      <ReanalysisNotice progress={reanalysis.data} />
      <PlatformTabs
        platforms={platforms}
        current={platform}
        onSelect={(p) =>
          navigate(
            `${analyticsPath(route.orgId, route.accountId, campaignId, p)}${range === DEFAULT_ANALYTICS_RANGE ? '' : `?range=${range}`}`,
          )
        }
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
        platforms={overviewTab ? (campaign.data?.platforms ?? []) : []}
        competitors={competitors}
        runs={runOptions}
      />
    </>
  );
}
