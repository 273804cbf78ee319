import { platformLabel, type AnswerListResponse } from '@lantern/contracts';
import { Button, Chip, Drawer, EmptyState, ErrorView, Pagination, Select, Spinner } from '@lantern/ui';
import styled from 'styled-components';
import { AnswerCard } from './AnswerCard';
import { Muted } from './Section';

/** What the drawer shows: filters, or the answers behind an insight (ids), and the page. */
export interface AnswersView {
  platform?: string;
  runId?: string;
  promptId?: string;
  mentioned?: boolean;
  sentiment?: 'positive' | 'neutral' | 'negative';
  competitor?: string;
  cited?: boolean;
  domain?: string;
  answerIds?: string[];
  /** Where the ids came from, e.g. the insight's title. */
  source?: string;
  offset?: number;
}

/** The page of answers the view asks for. */
export interface AnswersState {
  data: AnswerListResponse | undefined;
  loading: boolean;
  error: Error | null;
  fetching: boolean;
  retry(): void;
}

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: 10px;
  margin-bottom: 8px;
`;
const Loading = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 24px 0;
`;
const Active = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  margin-bottom: 8px;
`;

export interface AnswersDrawerProps {
  view: AnswersView | null;
  /** A new filter starts again at the first page. */
  onChange(view: AnswersView): void;
  onClose(): void;
  answers: AnswersState;
  pageSize: number;
  prompts: Array<{ promptId: string | null; prompt: string }>;
  brandNames: string[];
  /** The campaign's platforms (the platform filter); empty on a platform's own tab. */
  platforms?: string[];
  /** Tracked competitors (the competitor filter). */
  competitors?: string[];
  /** Runs to filter by, newest first. */
  runs?: Array<{ id: string; label: string }>;
}

/** The stored answers of this platform, filtered by prompt, by mention, or to an insight's answers. */
export function AnswersDrawer({ view, onClose, ...rest }: AnswersDrawerProps) {
  return (
    <Drawer
      open={view !== null}
      onClose={onClose}
      title="Answers"
      description="Stored answers with their mentions and citations"
      width="min(780px, 92vw)"
    >
      {view ? <AnswersBrowser view={view} {...rest} /> : null}
    </Drawer>
  );
}

function AnswersBrowser({
  view,
  onChange,
  answers,
  pageSize,
  prompts,
  brandNames,
  platforms = [],
  competitors = [],
  runs = [],
}: Omit<AnswersDrawerProps, 'view' | 'onClose'> & { view: AnswersView }) {
  const yesNo = (v: boolean | undefined) => (v === undefined ? '' : String(v));
  const fromYesNo = (v: string) => (v === '' ? undefined : v === 'true');
  const filter = (change: Partial<AnswersView>) => onChange({ ...view, ...change, offset: 0 });
  const withPrompts = prompts.filter((p): p is { promptId: string; prompt: string } => Boolean(p.promptId));
  return (
    <>
      <Filters>
        {platforms.length > 0 ? (
          <Select
            label="Platform"
            value={view.platform ?? ''}
            onChange={(e) => filter({ platform: e.target.value || undefined })}
            options={[
              { value: '', label: 'All platforms' },
              ...platforms.map((p) => ({ value: p, label: platformLabel(p) })),
            ]}
          />
        ) : null}
        {runs.length > 0 ? (
          <Select
            label="Run"
            value={view.runId ?? ''}
            onChange={(e) => filter({ runId: e.target.value || undefined })}
            options={[
              { value: '', label: 'All runs' },
              ...runs.map((r) => ({ value: r.id, label: r.label })),
            ]}
          />
        ) : null}
        <Select
          label="Prompt"
          value={view.promptId ?? ''}
          onChange={(e) => filter({ promptId: e.target.value || undefined })}
          options={[
            { value: '', label: 'All prompts' },
            ...withPrompts.map((p) => ({ value: p.promptId, label: p.prompt })),
          ]}
        />
        <Select
          label="Brand mentioned"
          value={yesNo(view.mentioned)}
          onChange={(e) => filter({ mentioned: fromYesNo(e.target.value) })}
          options={[
            { value: '', label: 'All answers' },
            { value: 'true', label: 'Yes' },
            { value: 'false', label: 'No' },
          ]}
        />
        <Select
          label="Sentiment"
          value={view.sentiment ?? ''}
          onChange={(e) => filter({ sentiment: (e.target.value || undefined) as AnswersView['sentiment'] })}
          options={[
            { value: '', label: 'Any sentiment' },
            { value: 'positive', label: 'Positive' },
            { value: 'neutral', label: 'Neutral' },
            { value: 'negative', label: 'Negative' },
          ]}
        />
        {competitors.length > 0 ? (
          <Select
            label="Competitor mentioned"
            value={view.competitor ?? ''}
            onChange={(e) => filter({ competitor: e.target.value || undefined })}
            options={[{ value: '', label: 'Any' }, ...competitors.map((c) => ({ value: c, label: c }))]}
          />
        ) : null}
        <Select
          label="Your site cited"
          value={yesNo(view.cited)}
          onChange={(e) => filter({ cited: fromYesNo(e.target.value) })}
          options={[
            { value: '', label: 'All answers' },
            { value: 'true', label: 'Cited' },
            { value: 'false', label: 'Not cited' },
          ]}
        />
      </Filters>
      {view.domain ? (
        <Active>
          <Muted>Answers citing or retrieving:</Muted>
          <Chip label={view.domain} tone="primary" onDelete={() => filter({ domain: undefined })} />
        </Active>
      ) : null}
      {view.answerIds ? (
        <Active>
          <Muted>Showing the answers behind:</Muted>
          <Chip
            label={view.source ?? `${view.answerIds.length} answers`}
            tone="primary"
            onDelete={() => filter({ answerIds: undefined, source: undefined })}
          />
        </Active>
      ) : null}
      {answers.loading ? (
        <Loading>
          <Spinner size={20} label="Loading answers" />
          <Muted>Loading answers...</Muted>
        </Loading>
      ) : answers.error || !answers.data ? (
        <ErrorView
          title="Could not load the answers"
          message={answers.error?.message}
          actions={<Button onClick={answers.retry}>Try Again</Button>}
        />
      ) : answers.data.answers.length === 0 ? (
        <EmptyState title="No answers found" message="No stored answer matches these filters." />
      ) : (
        <div aria-busy={answers.fetching || undefined}>
          {answers.data.answers.map((a) => (
            <AnswerCard key={a.id} answer={a} brandNames={brandNames} />
          ))}
          <Pagination
            total={answers.data.pagination.total}
            limit={pageSize}
            offset={view.offset ?? 0}
            onChange={(offset) => onChange({ ...view, offset })}
          />
        </div>
      )}
    </>
  );
}
