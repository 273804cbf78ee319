import type { ReanalysisProgress } from '@lantern/contracts';
import styled from 'styled-components';

const Note = styled.div`
  margin-bottom: 12px;
  padding: 12px 14px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => p.theme.color.info};
  background: ${(p) => p.theme.color.infoSoft};
  color: ${(p) => p.theme.color.text};
  strong {
    margin-right: 6px;
  }
`;

const Bar = styled.progress`
  display: block;
  width: 100%;
  height: 6px;
  margin-top: 8px;
`;

const REASONS: Record<NonNullable<ReanalysisProgress['reason']>, string> = {
  analyzer_version: 'after an update of the analysis',
  brand_set: 'after a change to the brand or its competitors',
};

/** The sentence shown while stored answers are re-analysed, or null when nothing is running. */
export function reanalysisMessage(p: ReanalysisProgress | undefined): string | null {
  if (!p || p.status !== 'running') return null;
  const why = p.reason ? ` ${REASONS[p.reason]}` : '';
  const pct = p.total > 0 ? Math.floor((p.done / p.total) * 100) : 0;
  const answers = p.total === 1 ? 'answer' : 'answers';
  return `Stored answers are being analysed again${why}: ${p.done.toLocaleString()} of ${p.total.toLocaleString()} ${answers} (${pct}%). No engine is asked again; the figures update when it finishes.`;
}

/** Progress of the re-analysis of the campaign's stored answers, above the figures it changes. */
export function ReanalysisNotice({ progress }: { progress: ReanalysisProgress | undefined }) {
  const text = reanalysisMessage(progress);
  if (!text || !progress) return null;
  return (
    <Note role="status" data-testid="reanalysis-notice">
      <strong>Updating the analysis</strong>
      {text}
      <Bar max={Math.max(progress.total, 1)} value={progress.done} aria-label="Re-analysis progress" />
    </Note>
  );
}
