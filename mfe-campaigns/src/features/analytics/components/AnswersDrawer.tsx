import type { AnswerListResponse } from '@lantern/contracts';
import { Button, Chip, Drawer, EmptyState, ErrorView, Pagination, Select, Spinner } from '@lantern/ui';
import styled from 'styled-components';
import { AnswerCard } from './AnswerCard';
import { Muted } from './Section';

/** What the drawer shows: filters, or the answers behind an insight (ids), and the page. */
export interface AnswersView {
  promptId?: string;
  mentioned?: boolean;
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
}

/** The stored answers of this platform, filtered by prompt, by mention, or to an insight's answers. */
export function AnswersDrawer({ view, onClose, ...rest }: AnswersDrawerProps) {
  return (
    <Drawer
      open={view !== null}
      onClose={onClose}
      title="Answers"
      description="Stored answers of this platform"
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
}: Omit<AnswersDrawerProps, 'view' | 'onClose'> & { view: AnswersView }) {
  const filter = (change: Partial<AnswersView>) => onChange({ ...view, ...change, offset: 0 });
  const withPrompts = prompts.filter((p): p is { promptId: string; prompt: string } => Boolean(p.promptId));
  return (
    <>
      <Filters>
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
          value={view.mentioned === undefined ? '' : String(view.mentioned)}
          onChange={(e) =>
            filter({ mentioned: e.target.value === '' ? undefined : e.target.value === 'true' })
          }
          options={[
            { value: '', label: 'All answers' },
            { value: 'true', label: 'Yes' },
            { value: 'false', label: 'No' },
          ]}
        />
      </Filters>
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
