import type { RunStatus } from '@lantern/contracts';
import { EmptyState, ProgressBar } from '@lantern/ui';
import styled from 'styled-components';

const Box = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 48px 24px;
  text-align: center;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.lg};
  overflow: hidden;
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.md};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
  }
`;
const Meter = styled.div<{ $percent: number }>`
  width: min(360px, 100%);
  height: 8px;
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.primarySoft};
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${(p) => p.$percent}%;
    background: ${(p) => p.theme.color.primary};
    transition: width 300ms ease;
  }
`;

export const COLLECTING = 'Collecting answers...';

/**
 * The page while this platform has no answers yet (it polls meanwhile): progress of the last job as
 * (done/total). A last run that failed or was cancelled says so instead.
 */
export function CollectingState({
  done,
  total,
  lastRunStatus,
}: {
  done: number;
  total: number;
  lastRunStatus: RunStatus | null | undefined;
}) {
  if (lastRunStatus === 'FAILED' || lastRunStatus === 'CANCELLED') {
    return (
      <EmptyState
        title="No answers for this platform yet"
        message={`The last run ${lastRunStatus === 'FAILED' ? 'failed' : 'was cancelled'} before any answer came in. Use Run now to try again.`}
      />
    );
  }
  if (!lastRunStatus && total === 0) {
    return <EmptyState title="No runs yet" message="Use Run now to ask the platforms your prompts." />;
  }
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <Box role="status">
      {total > 0 ? (
        <Meter
          $percent={percent}
          role="progressbar"
          aria-label="Answers collected"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
        />
      ) : (
        <ProgressBar label="Collecting answers" />
      )}
      <h3>
        {COLLECTING} {total > 0 ? `(${done}/${total})` : null}
      </h3>
      <p>The page updates by itself as the answers are analysed.</p>
    </Box>
  );
}
