import { ACTIVITY_PAGE_SIZES, type Activity, PERMISSION_MESSAGES } from '@lantern/contracts';
import { AccessGate, Pagination, useDebouncedValue } from '@lantern/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useScope } from '../../shared/route';
import type { SecurityAccess } from '../../shared/useSecurityAccess';
import { useActivities } from './api/useActivities';
import { ActivityDrawer } from './components/ActivityDrawer';
import { ActivityFilters } from './components/ActivityFilters';
import { ActivityTable } from './components/ActivityTable';
import {
  type ActivityView,
  clearedView,
  dateError,
  hasActiveFilter,
  readView,
  requestBody,
  SEARCH_DEBOUNCE_MS,
  writeView,
} from './filters';

const Head = styled.div`
  margin-bottom: 16px;
  h2 {
    margin: 0 0 4px;
    font-size: ${(p) => p.theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

/** The admin gate of spec section 6: role and permission, each with its own message. */
function gateMessage(access: SecurityAccess): string | null {
  const permitted = access.can('user-activity', 'view');
  if (access.admin && permitted) return null;
  if (!access.admin && !permitted) return PERMISSION_MESSAGES.roleAndPermission;
  return access.admin ? PERMISSION_MESSAGES.generic : PERMISSION_MESSAGES.roleOnly('admin');
}

export function ActivityTab({ access }: { access: SecurityAccess }) {
  const { orgId, accountId } = useScope();
  if (!orgId || !accountId)
    return (
      <AccessGate
        title="Select an organization and account"
        message="Please select an organization and account to view the activity log."
      />
    );
  const blocked = gateMessage(access);
  if (blocked) return <AccessGate title="Admin Access Required" message={blocked} />;
  return <ActivityLog orgId={orgId} accountId={accountId} />;
}

function ActivityLog({ orgId, accountId }: { orgId: string; accountId: string }) {
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const update = (change: Partial<ActivityView>) => setParams((p) => writeView(p, change));

  // Search: typed text goes to the URL 500 ms after the last key; a URL change (Clear, a link) wins.
  const [searchText, setSearchText] = useState(view.search);
  const settled = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const lastSent = useRef(view.search);
  useEffect(() => {
    if (settled !== lastSent.current) {
      lastSent.current = settled;
      setParams((p) => writeView(p, { search: settled }));
    }
  }, [settled, setParams]);
  useEffect(() => {
    if (view.search !== lastSent.current) {
      lastSent.current = view.search;
      setSearchText(view.search);
    }
  }, [view.search]);

  const [expanded, setExpanded] = useState(
    Boolean(view.startDate || view.endDate || view.activityTypes.length || view.entityTypes.length),
  );
  // Next / Previous carry the cursor of the page shown, so the server seeks instead of counting rows.
  const [seek, setSeek] = useState<{ offset: number; cursor: string } | null>(null);
  const invalidDates = dateError(view);
  const key = params.toString();
  const body = useMemo(
    () => requestBody(view, seek && seek.offset === view.offset ? seek.cursor : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, seek],
  );
  const query = useActivities(orgId, accountId, body, !invalidDates);
  const [open, setOpen] = useState<Activity | null>(null);
  const page = query.data?.pagination;

  const goTo = (offset: number) => {
    const cursor =
      offset === view.offset + view.limit
        ? page?.nextCursor
        : offset === view.offset - view.limit
          ? page?.prevCursor
          : null;
    setSeek(cursor ? { offset, cursor } : null);
    update({ offset });
  };

  return (
    <section aria-labelledby="activity-log-title">
      <Head>
        <h2 id="activity-log-title">Activity Log</h2>
        <p>Monitor and track all activities within your organization</p>
      </Head>
      <ActivityFilters
        view={view}
        searchText={searchText}
        onSearchText={setSearchText}
        onChange={update}
        onClear={() => {
          lastSent.current = '';
          setSearchText('');
          setParams((p) => clearedView(p));
        }}
        active={hasActiveFilter(view) || searchText !== ''}
        expanded={expanded}
        onToggle={() => setExpanded((e) => !e)}
        dateError={invalidDates}
      />
      <ActivityTable
        rows={invalidDates ? [] : (query.data?.activities ?? [])}
        loading={!invalidDates && query.isPending}
        refetching={query.isFetching && !query.isPending}
        failed={query.isError ? { retry: () => void query.refetch() } : null}
        onOpen={setOpen}
      />
      {page && !query.isError ? (
        <Pagination
          total={page.total}
          totalCapped={page.totalCapped}
          limit={view.limit}
          offset={view.offset}
          onChange={goTo}
          pageSizeOptions={[...ACTIVITY_PAGE_SIZES]}
          onPageSizeChange={(limit) => update({ limit })}
        />
      ) : null}
      <ActivityDrawer activity={open} onClose={() => setOpen(null)} />
    </section>
  );
}
