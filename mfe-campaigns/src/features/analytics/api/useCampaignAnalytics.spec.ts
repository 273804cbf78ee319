import { ANALYTICS_POLL_MS, type CampaignAnalyticsResponse } from '@lantern/contracts';
import { ACTIVE_RUN_POLL_MS, analyticsPollInterval } from './useCampaignAnalytics';

const state = (data: Partial<CampaignAnalyticsResponse>) =>
  ({ state: { data: data as CampaignAnalyticsResponse, error: null } }) as Parameters<
    typeof analyticsPollInterval
  >[0];
const ready = {
  dashboardData: { metricsVersion: 'metrics v1' },
} as unknown as Partial<CampaignAnalyticsResponse>;

describe('analyticsPollInterval', () => {
  it('polls while the dashboard data is empty', () => {
    expect(analyticsPollInterval(state({ dashboardData: {}, lastRunStatus: 'COMPLETED' }))).toBe(
      ANALYTICS_POLL_MS,
    );
  });
  it('polls every 2.5 s while a run is going, with or without data', () => {
    expect(ACTIVE_RUN_POLL_MS).toBeGreaterThanOrEqual(2000);
    expect(ACTIVE_RUN_POLL_MS).toBeLessThanOrEqual(3000);
    expect(analyticsPollInterval(state({ ...ready, lastRunStatus: 'IN_PROGRESS' }))).toBe(ACTIVE_RUN_POLL_MS);
    expect(analyticsPollInterval(state({ ...ready, lastRunStatus: 'PENDING' }))).toBe(ACTIVE_RUN_POLL_MS);
    expect(analyticsPollInterval(state({ dashboardData: {}, lastRunStatus: 'IN_PROGRESS' }))).toBe(
      ACTIVE_RUN_POLL_MS,
    );
  });
  it('stops once there is data and no run is going', () => {
    expect(analyticsPollInterval(state({ ...ready, lastRunStatus: 'COMPLETED' }))).toBe(false);
    expect(analyticsPollInterval(state({ ...ready, lastRunStatus: 'CANCELLED' }))).toBe(false);
  });
});
