import { ERRORS } from '@lantern/contracts';
import { Button, ErrorView, LoadingView } from '@lantern/ui';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCampaignList } from './api/useCampaignList';
import { CampaignTable } from './components/CampaignTable';
import { NewCampaignButton } from './components/NewCampaignButton';
import { WelcomePage } from './components/WelcomePage';

const Counts = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 12px;
  margin-bottom: 20px;
  div {
    background: ${(p) => p.theme.color.surface};
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.lg};
    padding: 16px;
  }
  strong {
    display: block;
    font-size: 24px;
  }
  span {
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  p {
    margin: 0;
  }
`;

export const DASHBOARD_PAGE_SIZE = 50;

export default function DashboardPage() {
  const { orgId = '', accountId = '' } = useParams();
  const list = useCampaignList({
    organizationId: orgId,
    accountId,
    limit: DASHBOARD_PAGE_SIZE,
    offset: 0,
    sortBy: 'createdAt',
    sortOrder: 'desc',
    includeStats: true,
  });

  if (list.isPending) return <LoadingView text="Loading campaigns..." />;
  if (list.isError) {
    return (
      <ErrorView
        title={ERRORS.failedToLoadCampaigns}
        message={list.error.message || ERRORS.genericRetry}
        actions={<Button onClick={() => list.refetch()}>Try Again</Button>}
      />
    );
  }
  const { statusCounts, campaigns, pagination } = list.data;
  if (statusCounts.total === 0) return <WelcomePage />;
  return (
    <>
      <Counts>
        <div>
          <strong>{statusCounts.total}</strong>
          <span>Total</span>
        </div>
        <div>
          <strong>{statusCounts.completed}</strong>
          <span>Completed</span>
        </div>
        <div>
          <strong>{statusCounts.inProgress}</strong>
          <span>In Progress</span>
        </div>
        <div>
          <strong>{statusCounts.pending}</strong>
          <span>Pending</span>
        </div>
        <div>
          <strong>{statusCounts.failed}</strong>
          <span>Failed</span>
        </div>
      </Counts>
      <Toolbar>
        <p>
          Showing {campaigns.length} of {pagination.totalCampaigns} campaigns
          {pagination.hasMore ? ' • More campaigns available' : ''}
        </p>
        <NewCampaignButton label="New Campaign" />
      </Toolbar>
      <CampaignTable campaigns={campaigns} />
    </>
  );
}
