import { ERRORS, type CampaignListResponse } from '@lantern/contracts';
import { Button, ErrorView, LoadingView, Pagination } from '@lantern/ui';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useRouteScope } from '../../shared/route';
import { useCampaignList } from './api/useCampaignList';
import { CampaignTable } from './components/CampaignTable';
import { ListToolbar } from './components/ListToolbar';
import { NewCampaignButton } from './components/NewCampaignButton';
import { StatusCards } from './components/StatusCards';
import { WelcomePage } from './components/WelcomePage';
import { useListState } from './hooks/useListState';
import { hasFilters, listQuery, PAGE_SIZES, summaryText } from './listState';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

export default function DashboardPage() {
  const { accountId } = useRouteScope();
  // A new account starts from a fresh list (its URL has no list parameters either).
  return <CampaignList key={accountId} />;
}

function CampaignList() {
  const { orgId, accountId } = useRouteScope();
  const list = useListState();
  const { state, change } = list;
  const query = useCampaignList(listQuery(state, orgId, accountId));
  // The last answer stays on screen while a new one loads or when it fails.
  const shown = useRef<CampaignListResponse | undefined>(undefined);
  if (query.data) shown.current = query.data;
  const data = query.data ?? shown.current;
  const retry = () => void query.refetch();

  // A page past the end (an old link, rows deleted meanwhile) moves to the last page.
  const total = data?.pagination.totalCampaigns ?? 0;
  const pastEnd = Boolean(query.data && query.data.campaigns.length === 0 && state.page > 1 && total > 0);
  useEffect(() => {
    if (pastEnd) change({ type: 'page', value: Math.ceil(total / state.pageSize) });
  }, [pastEnd, total, state.pageSize, change]);

  if (!data) {
    if (query.isError) {
      return (
        <ErrorView
          title={ERRORS.failedToLoadCampaigns}
          message={query.error.message || ERRORS.genericRetry}
          actions={<Button onClick={retry}>Try Again</Button>}
        />
      );
    }
    return <LoadingView text="Loading campaigns..." />;
  }
  if (data.statusCounts.total === 0 && !hasFilters(state)) return <WelcomePage />;

  const { campaigns, pagination, statusCounts } = data;
  return (
    <>
      <StatusCards
        counts={statusCounts}
        active={state.status}
        onSelect={(status) => change({ type: 'status', value: status })}
      />
      <Header>
        <p aria-live="polite">
          {summaryText(state, campaigns.length, total, {
            hasMore: pagination.hasMore,
            totalCapped: pagination.totalCapped,
          })}
        </p>
        <NewCampaignButton label="New Campaign" />
      </Header>
      <ListToolbar {...list} />
      <CampaignTable
        campaigns={query.isError ? [] : campaigns}
        refetching={query.isFetching}
        filtered={hasFilters(state)}
        error={query.isError ? { message: query.error.message || ERRORS.genericRetry, onRetry: retry } : null}
      />
      <Pagination
        total={pagination.hasMore ? Math.max(total, state.page * state.pageSize + 1) : total}
        limit={state.pageSize}
        offset={(state.page - 1) * state.pageSize}
        onChange={(offset) => change({ type: 'page', value: Math.floor(offset / state.pageSize) + 1 })}
        pageSizeOptions={[...PAGE_SIZES]}
        onPageSizeChange={(size) => change({ type: 'pageSize', value: size })}
      />
    </>
  );
}
