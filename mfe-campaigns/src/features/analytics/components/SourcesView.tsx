import { platformLabel, type AnalyticsSourcesResponse, type SourceRow } from '@lantern/contracts';
import { Button, DataTable, ErrorView, LoadingView } from '@lantern/ui';
import { Fragment } from 'react';
import styled from 'styled-components';
import { runLabels } from '../charts/chartData';
import type { AnswersView } from './AnswersDrawer';
import { OwnershipChip } from './CitedDomains';
import { LinkNumber } from './LinkNumber';
import { Muted, Section } from './Section';

export interface SourcesState {
  data: AnalyticsSourcesResponse | undefined;
  isPending: boolean;
  error: unknown;
  refetch(): unknown;
}

const Stack = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  font-size: ${(p) => p.theme.font.size.sm};
`;
/** One line per URL or prompt, cut with an ellipsis (the full text is its tooltip). */
const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${(p) => p.theme.font.size.sm};
  li {
    max-width: 190px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  a {
    color: ${(p) => p.theme.color.primary};
  }
`;
/** Answers that cite / retrieve the domain: 'All engines 34 / 66', then 'ChatGPT 11 / 23' per engine. */
const EngineCounts = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  column-gap: 10px;
  row-gap: 2px;
  margin: 0;
  font-size: ${(p) => p.theme.font.size.sm};
  white-space: nowrap;
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
const Queries = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 4px 8px;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;

/** URLs and prompts shown per domain in the table (the API keeps up to 10 each). */
const SHOWN = 3;

/**
 * Retrieved vs cited domains and URLs over the range: whose they are, which engines and prompts use
 * them, the trend of cited sources by kind, and the engines' own search queries.
 */
export function SourcesView({
  state,
  onViewAnswers,
}: {
  state: SourcesState;
  onViewAnswers(v: AnswersView): void;
}) {
  const body = () => {
    if (state.isPending) return <LoadingView label="Loading sources" />;
    if (state.error || !state.data) {
      return (
        <ErrorView
          title="Could not load the sources"
          message={state.error instanceof Error ? state.error.message : undefined}
          actions={<Button onClick={() => void state.refetch()}>Try Again</Button>}
        />
      );
    }
    const { sources, trend, searchQueries } = state.data;
    const labels = runLabels(trend);
    return (
      <>
        <DataTable<SourceRow>
          caption="Retrieved and cited domains"
          rows={sources}
          rowKey={(s) => s.domain}
          minWidth={760}
          empty={{
            title: 'No sources in this range',
            message: 'The engines cited or retrieved no web page in these answers.',
          }}
          columns={[
            {
              key: 'domain',
              header: 'Domain',
              render: (s) => (
                <Stack>
                  <strong>{s.domain}</strong>
                  <OwnershipChip ownership={s.ownership} competitor={s.competitor} />
                  <LinkNumber label={`for ${s.domain}`} onClick={() => onViewAnswers({ domain: s.domain })}>
                    View answers
                  </LinkNumber>
                </Stack>
              ),
            },
            {
              key: 'engines',
              header: 'Cited / retrieved in',
              render: (s) => (
                <EngineCounts aria-label={`Answers citing / retrieving ${s.domain}, by engine`}>
                  <dt>All engines</dt>
                  <dd>
                    <strong>
                      {s.citedAnswers.toLocaleString()} / {s.retrievedAnswers.toLocaleString()}
                    </strong>
                  </dd>
                  {s.platforms.map((p) => (
                    <Fragment key={p.platform}>
                      <dt>{platformLabel(p.platform)}</dt>
                      <dd>
                        {p.citedAnswers.toLocaleString()} / {p.retrievedAnswers.toLocaleString()}
                      </dd>
                    </Fragment>
                  ))}
                </EngineCounts>
              ),
            },
            {
              key: 'urls',
              header: 'Top URLs',
              render: (s) => (
                <Lines>
                  {s.urls.slice(0, SHOWN).map((u) => (
                    <li key={u.url} title={u.url}>
                      <a href={u.url} target="_blank" rel="noopener noreferrer nofollow">
                        {u.title || u.url}
                      </a>
                    </li>
                  ))}
                </Lines>
              ),
            },
            {
              key: 'prompts',
              header: 'Prompts (answers)',
              render: (s) => (
                <Lines>
                  {s.prompts.slice(0, SHOWN).map((p) => (
                    <li key={p.prompt} title={p.prompt}>
                      {p.prompt} ({p.answers})
                    </li>
                  ))}
                </Lines>
              ),
            },
          ]}
        />
        <DataTable<AnalyticsSourcesResponse['trend'][number] & { label: string }>
          caption="Cited sources by kind per run"
          rows={trend.map((t, i) => ({ ...t, label: labels[i]! }))}
          rowKey={(t) => t.runId}
          empty={{ title: 'No runs in this range' }}
          columns={[
            { key: 'run', header: 'Run', render: (t) => t.label },
            { key: 'answers', header: 'Answers', align: 'right', render: (t) => t.answers },
            { key: 'owned', header: 'Your site', align: 'right', render: (t) => t.owned },
            { key: 'competitor', header: 'Competitors', align: 'right', render: (t) => t.competitor },
            { key: 'third', header: 'Third party', align: 'right', render: (t) => t.thirdParty },
          ]}
        />
        <div>
          <h4>Engines&apos; search queries</h4>
          {searchQueries.length === 0 ? (
            <Muted>None of these engines reported the web searches it ran.</Muted>
          ) : (
            <Queries aria-label="Engines' search queries">
              {searchQueries.map((q) => (
                <li key={`${q.platform}-${q.query}`}>
                  {q.query}{' '}
                  <Muted>
                    ({platformLabel(q.platform)}, {q.answers})
                  </Muted>
                </li>
              ))}
            </Queries>
          )}
        </div>
      </>
    );
  };
  return (
    <Section
      title="Sources"
      description="Pages the engines read (retrieved) and showed to the reader (cited): yours, your competitors' and third parties'."
    >
      {body()}
    </Section>
  );
}
