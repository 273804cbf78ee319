import type { AnalyticsOverviewResponse, OverviewLeaderboardRow, OverviewPlatform } from '@lantern/contracts';
import { platformLabel } from '@lantern/contracts';
import { Chip, DataTable } from '@lantern/ui';
import styled from 'styled-components';
import { ChartsPanel } from '../charts/ChartsPanel';
import { percent, positionText, sentimentLabel, sentimentScore } from '../format';
import type { AnswersView } from './AnswersDrawer';
import { InsightsList } from './InsightsList';
import { LinkNumber } from './LinkNumber';
import { RunStateNotice } from './RunStateNotice';
import { SampleWarning } from './SampleWarning';
import { Muted, Section } from './Section';
import { SourcesView, type SourcesState } from './SourcesView';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
const Weak = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 12px 14px;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
  }
  h4 {
    margin: 0 0 4px;
    font-size: ${(p) => p.theme.font.size.sm};
  }
  p {
    margin: 0 0 6px;
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;
const Cell = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
`;

/** How many engines 'Where you are weakest' lists. */
const WEAKEST = 3;

export function weakestPlatforms(platforms: OverviewPlatform[]): OverviewPlatform[] {
  return [...platforms]
    .filter((p) => p.summary.visibility.total > 0)
    .sort((a, b) => (a.summary.visibility.value ?? 0) - (b.summary.visibility.value ?? 0))
    .slice(0, WEAKEST);
}

/** A plain sentence about one weak engine, ending with what to do next. */
export function weaknessText(p: OverviewPlatform): string {
  const you = `Your brand appears in ${percent(p.summary.visibility.value)} of ${p.label} answers`;
  const them = p.topCompetitor
    ? `; ${p.topCompetitor.name} appears in ${percent(p.topCompetitor.visibility.value)}`
    : '';
  const next = p.topCompetitor
    ? `Next: read the ${p.label} answers that mention ${p.topCompetitor.name} but not you, and work on the sources they cite.`
    : `Next: read the ${p.label} answers without your brand and the sources they cite.`;
  return `${you}${them}. ${next}`;
}

export function OverviewView({
  data,
  sources,
  onViewAnswers,
}: {
  data: AnalyticsOverviewResponse;
  sources: SourcesState;
  onViewAnswers(view: AnswersView): void;
}) {
  const weakest = weakestPlatforms(data.platforms);
  const trend = data.trend.map((t) => ({
    ...t,
    summary: (t.brands.find((b) => b.role === 'brand') ?? t.brands[0])!.summary,
  }));
  return (
    <Layout>
      <RunStateNotice run={data.latestRun} range={data.range} rangeHasRuns={data.trend.length > 0} />
      <Section
        title="By platform"
        description="Your brand on each engine over the selected range. Every number opens the answers behind it."
      >
        <DataTable<OverviewPlatform>
          caption="Your brand by platform"
          rows={data.platforms}
          rowKey={(p) => p.id}
          minWidth={720}
          empty={{ title: 'No answers in this range' }}
          columns={[
            {
              key: 'platform',
              header: 'Platform',
              render: (p) => (
                <Cell>
                  {p.label}
                  {p.simulated ? <Chip label="Simulated" size="small" tone="warning" /> : null}
                </Cell>
              ),
            },
            {
              key: 'visibility',
              header: 'Visibility',
              render: (p) => (
                <Cell>
                  <LinkNumber
                    label={`${p.label}: answers mentioning your brand`}
                    onClick={() => onViewAnswers({ platform: p.id, mentioned: true })}
                  >
                    {percent(p.summary.visibility.value)}
                  </LinkNumber>
                  <SampleWarning answers={p.summary.visibility.total} short />
                </Cell>
              ),
            },
            {
              key: 'sov',
              header: 'Share of voice',
              render: (p) => (
                <LinkNumber
                  label={`${p.label}: answers mentioning your brand, for share of voice`}
                  onClick={() => onViewAnswers({ platform: p.id, mentioned: true })}
                >
                  {percent(p.summary.shareOfVoice.value)}
                </LinkNumber>
              ),
            },
            {
              key: 'position',
              header: 'Avg. position',
              render: (p) => positionText(p.summary.averagePosition),
            },
            {
              key: 'sentiment',
              header: 'Sentiment',
              render: (p) =>
                p.summary.sentiment.average === null ? (
                  sentimentLabel(null)
                ) : (
                  <LinkNumber
                    label={`${p.label}: answers with negative sentiment about your brand`}
                    onClick={() => onViewAnswers({ platform: p.id, sentiment: 'negative' })}
                  >
                    {sentimentScore(p.summary.sentiment.average)}
                  </LinkNumber>
                ),
            },
            {
              key: 'citations',
              header: 'Citation rate',
              render: (p) => (
                <LinkNumber
                  label={`${p.label}: answers citing your site`}
                  onClick={() => onViewAnswers({ platform: p.id, cited: true })}
                >
                  {percent(p.summary.citationRate.value)}
                </LinkNumber>
              ),
            },
            {
              key: 'answers',
              header: 'Answers',
              render: (p) => (
                <LinkNumber
                  label={`${p.label}: all answers`}
                  onClick={() => onViewAnswers({ platform: p.id })}
                >
                  {p.summary.answers.toLocaleString()}
                </LinkNumber>
              ),
            },
          ]}
        />
      </Section>
      <Section
        title="Where you are weakest"
        description="The engines that mention you least, with the competitor ahead of you there."
      >
        {weakest.length === 0 ? (
          <Muted>No answers in this range yet.</Muted>
        ) : (
          <Weak>
            {weakest.map((p) => (
              <li key={p.id}>
                <h4>{p.label}</h4>
                <p>{weaknessText(p)}</p>
                <LinkNumber
                  label={`${p.label}: answers without your brand`}
                  onClick={() =>
                    onViewAnswers({
                      platform: p.id,
                      mentioned: false,
                      ...(p.topCompetitor ? { competitor: p.topCompetitor.name } : {}),
                    })
                  }
                >
                  View answers without your brand
                </LinkNumber>
              </li>
            ))}
          </Weak>
        )}
      </Section>
      <Section
        title="Competitor leaderboard across platforms"
        description="Every tracked brand over the same answers; per-platform visibility to the right."
      >
        <DataTable<OverviewLeaderboardRow>
          caption="Competitor leaderboard across platforms"
          rows={data.leaderboard}
          rowKey={(r) => `${r.role}-${r.name}`}
          highlightRow={(r) => r.role === 'brand'}
          minWidth={420 + data.platforms.length * 90}
          empty={{ title: 'No brands tracked', message: 'Add competitors to compare with.' }}
          columns={[
            {
              key: 'name',
              header: 'Brand',
              render: (r) => (
                <>
                  {r.name} {r.role === 'brand' ? <Chip label="You" tone="primary" size="small" /> : null}
                </>
              ),
            },
            {
              key: 'visibility',
              header: 'Visibility',
              render: (r) => (
                <LinkNumber
                  label={`Answers mentioning ${r.name}`}
                  onClick={() =>
                    onViewAnswers(r.role === 'brand' ? { mentioned: true } : { competitor: r.name })
                  }
                >
                  {percent(r.summary.visibility.value)}
                </LinkNumber>
              ),
            },
            { key: 'sov', header: 'Share of voice', render: (r) => percent(r.summary.shareOfVoice.value) },
            {
              key: 'position',
              header: 'Avg. position',
              render: (r) => positionText(r.summary.averagePosition),
            },
            ...data.platforms.map((p) => ({
              key: `p-${p.id}`,
              header: p.label,
              render: (r: OverviewLeaderboardRow) => {
                const v = r.byPlatform.find((x) => x.platform === p.id)?.visibility;
                return (
                  <LinkNumber
                    label={`${platformLabel(p.id)}: answers mentioning ${r.name}`}
                    onClick={() =>
                      onViewAnswers(
                        r.role === 'brand'
                          ? { platform: p.id, mentioned: true }
                          : { platform: p.id, competitor: r.name },
                      )
                    }
                  >
                    {percent(v?.value)}
                  </LinkNumber>
                );
              },
            })),
          ]}
        />
      </Section>
      {trend.length > 0 ? (
        <ChartsPanel trend={trend} brands={data.leaderboard} positions={data.positions} />
      ) : null}
      <InsightsList
        insights={data.insights}
        onViewAnswers={(i) => onViewAnswers({ answerIds: i.answerIds, source: i.title })}
      />
      <SourcesView state={sources} onViewAnswers={onViewAnswers} />
    </Layout>
  );
}
