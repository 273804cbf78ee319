import type { HealthResponse } from '@lantern/contracts';
import { api } from '@lantern/session';
import { Button, Card, ErrorView, LoadingView } from '@lantern/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  padding: 12px 0;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  &:last-child {
    border-bottom: 0;
  }
`;
const State = styled.span<{ $ok: boolean }>`
  font-weight: 700;
  color: ${(p) => (p.$ok ? p.theme.color.success : p.theme.color.danger)};
`;

/** The live status of the API, its database and the job queue. */
export function SystemStatus() {
  const health = useQuery({
    queryKey: ['system-status'],
    // A 503 still carries the status body: show it rather than an error.
    queryFn: () =>
      api.get<HealthResponse>('/health').catch((e: { status?: number; body?: HealthResponse }) => {
        if (e.status === 503 && e.body) return e.body;
        throw e;
      }),
    staleTime: 0,
    refetchInterval: 30_000,
  });
  if (health.isPending) return <LoadingView text="Checking services..." />;
  if (health.isError)
    return (
      <ErrorView
        title="The status could not be loaded"
        message={health.error.message}
        actions={<Button onClick={() => health.refetch()}>Try Again</Button>}
      />
    );
  const h = health.data;
  return (
    <Card style={{ maxWidth: 560 }}>
      <Row>
        <span>API</span>
        <State $ok>Operational</State>
      </Row>
      <Row>
        <span>Database</span>
        <State $ok={h.database === 'up'}>{h.database === 'up' ? 'Operational' : 'Down'}</State>
      </Row>
      <Row>
        <span>Job queue</span>
        <State $ok={h.queue === 'up'}>{h.queue === 'up' ? 'Operational' : 'Down'}</State>
      </Row>
      <Row>
        <span>Version</span>
        <span>{h.version}</span>
      </Row>
    </Card>
  );
}
