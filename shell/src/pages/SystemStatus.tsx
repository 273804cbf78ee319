import type { PlatformHealth, SystemStatusResponse } from '@lantern/contracts';
import { api } from '@lantern/session';
import { Button, Card, Chip, ErrorView, LoadingView, type Tone } from '@lantern/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';

/** How often the page re-checks on its own. */
export const SYSTEM_STATUS_REFRESH_MS = 30_000;

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  h2 {
    margin: 0 0 12px;
    font-size: ${(p) => p.theme.font.size.lg};
  }
`;
const Banner = styled(Card)<{ $tone: Tone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  border-left: 4px solid ${(p) => p.theme.color[p.$tone === 'neutral' ? 'border' : p.$tone]};
  strong {
    font-size: ${(p) => p.theme.font.size.lg};
  }
  p {
    margin: 4px 0 0;
    color: ${(p) => p.theme.color.textMuted};
  }
`;
const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 0;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  &:last-child {
    border-bottom: 0;
  }
`;
const Platforms = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  gap: 12px;
`;
const PlatformCard = styled.li`
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  padding: 14px 16px;
  min-width: 0;
  header {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    margin-bottom: 8px;
  }
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.md};
  }
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 4px 12px;
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm};
  }
  dt {
    color: ${(p) => p.theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .error {
    color: ${(p) => p.theme.color.danger};
  }
`;

const STATE: Record<PlatformHealth['state'], { label: string; tone: Tone }> = {
  operational: { label: 'Operational', tone: 'success' },
  degraded: { label: 'Degraded', tone: 'warning' },
  down: { label: 'Down', tone: 'danger' },
  idle: { label: 'No calls in 24 h', tone: 'neutral' },
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');
const percent = (rate: number | null) => (rate === null ? 'No calls' : `${Math.round(rate * 1000) / 10} %`);

/** The overall state: down when a core service is, degraded when any platform has trouble. */
export function overallState(s: SystemStatusResponse): { label: string; tone: Tone; detail: string } {
  if (s.status !== 'ok') return { label: 'Major outage', tone: 'danger', detail: 'A core service is down.' };
  const troubled = s.platforms.filter((p) => p.state === 'degraded' || p.state === 'down');
  if (troubled.length)
    return {
      label: 'Degraded performance',
      tone: 'warning',
      detail: `Trouble on ${troubled.map((p) => p.label).join(', ')}.`,
    };
  return { label: 'All systems operational', tone: 'success', detail: 'Every service answers.' };
}

function PlatformItem({ p }: { p: PlatformHealth }) {
  const state = STATE[p.state];
  return (
    <PlatformCard aria-label={p.label}>
      <header>
        <h3>{p.label}</h3>
        <Chip label={state.label} tone={state.tone} size="small" />
      </header>
      <dl>
        <dt>Mode</dt>
        <dd>
          {p.id === 'sandbox'
            ? 'Simulated (built-in sandbox)'
            : p.simulated
              ? 'Simulated (no API key set)'
              : 'Configured'}
        </dd>
        <dt>Model</dt>
        <dd>{p.model}</dd>
        <dt>Rate limit</dt>
        <dd>{p.requestsPerMinute} requests / min</dd>
        <dt>Last success</dt>
        <dd>{when(p.lastSuccessAt)}</dd>
        <dt>Errors (24 h)</dt>
        <dd>
          {percent(p.errorRate24h)}
          {p.calls24h ? ` (${p.failed24h} of ${p.calls24h} calls)` : ''}
        </dd>
        <dt>Last error</dt>
        <dd className={p.lastError ? 'error' : undefined}>
          {p.lastError ? `${when(p.lastError.at)}: ${p.lastError.message}` : 'None in 24 h'}
        </dd>
      </dl>
    </PlatformCard>
  );
}

/** The live status of the API, its database, the job queue and every AI platform. */
export function SystemStatus() {
  const status = useQuery({
    queryKey: ['system-status'],
    queryFn: ({ signal }) => api.get<SystemStatusResponse>('/system/status', { signal }),
    staleTime: 0,
    refetchInterval: SYSTEM_STATUS_REFRESH_MS,
  });
  if (status.isPending) return <LoadingView text="Checking services..." />;
  if (status.isError)
    return (
      <ErrorView
        title="The API does not answer"
        message={status.error.message}
        actions={<Button onClick={() => void status.refetch()}>Try Again</Button>}
      />
    );
  const s = status.data;
  const overall = overallState(s);
  return (
    <Page>
      <Banner $tone={overall.tone} role="status">
        <div>
          <strong>{overall.label}</strong>
          <p>
            {overall.detail} Last checked {new Date(s.checkedAt).toLocaleTimeString()}; refreshes every{' '}
            {SYSTEM_STATUS_REFRESH_MS / 1000} s.
          </p>
        </div>
        <Button
          type="button"
          $variant="secondary"
          disabled={status.isFetching}
          onClick={() => void status.refetch()}
        >
          {status.isFetching ? 'Checking...' : 'Check now'}
        </Button>
      </Banner>
      <Card>
        <h2>Services</h2>
        <Row>
          <span>API</span>
          <Chip label="Operational" tone="success" size="small" />
        </Row>
        <Row>
          <span>Database</span>
          <Chip
            label={s.database === 'up' ? 'Operational' : 'Down'}
            tone={s.database === 'up' ? 'success' : 'danger'}
            size="small"
          />
        </Row>
        <Row>
          <span>Job queue</span>
          <Chip
            label={s.queue === 'up' ? 'Operational' : 'Down'}
            tone={s.queue === 'up' ? 'success' : 'danger'}
            size="small"
          />
        </Row>
        <Row>
          <span>Version</span>
          <span>{s.version}</span>
        </Row>
      </Card>
      <Card>
        <h2>AI platforms</h2>
        <Platforms>
          {s.platforms.map((p) => (
            <PlatformItem key={p.id} p={p} />
          ))}
        </Platforms>
      </Card>
    </Page>
  );
}
