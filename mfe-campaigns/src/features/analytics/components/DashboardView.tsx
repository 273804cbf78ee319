import type { DashboardData } from '@lantern/contracts';
import { Button } from '@lantern/ui';
import styled from 'styled-components';
import { metricsVersionText } from '../format';
import type { AnswersView } from './AnswersDrawer';
import { CitedDomains } from './CitedDomains';
import { InsightsList, SuggestedCompetitors } from './InsightsList';
import { Leaderboard } from './Leaderboard';
import { MetricCards } from './MetricCards';
import { PromptTable } from './PromptTable';
import { Muted, Section } from './Section';
import { SimulatedBanner } from './SimulatedBanner';
import { ChartsPanel } from '../charts/ChartsPanel';
import { RunStateNotice } from './RunStateNotice';
import { SourcesView, type SourcesState } from './SourcesView';

const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(420px, 100%), 1fr));
  gap: 16px;
`;
const Version = styled.small`
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.xs};
`;

/** The platform's dashboard once it has answers. */
export function DashboardView({
  data,
  sources,
  onViewAnswers,
}: {
  data: DashboardData;
  sources: SourcesState;
  onViewAnswers(view: AnswersView): void;
}) {
  return (
    <Layout>
      {data.platform.simulated ? <SimulatedBanner label={data.platform.label} /> : null}
      <RunStateNotice run={data.latestRun} range={data.range} rangeHasRuns={data.rangeHasRuns} />
      <MetricCards summary={data.headline} changes={data.changes} />
      <InsightsList
        insights={data.insights}
        onViewAnswers={(i) => onViewAnswers({ answerIds: i.answerIds, source: i.title })}
      />
      <ChartsPanel trend={data.trend} brands={data.leaderboard} positions={data.positions} />
      <Leaderboard rows={data.leaderboard} />
      <PromptTable
        rows={data.prompts}
        onViewAnswers={(p) => onViewAnswers({ promptId: p.promptId ?? undefined })}
      />
      <Columns>
        <CitedDomains rows={data.citedDomains} />
        <SuggestedCompetitors
          suggestions={data.suggestedCompetitors}
          onViewAnswers={(s) => onViewAnswers({ answerIds: s.answerIds, source: s.name })}
        />
      </Columns>
      <Section
        title="Answers"
        description={`${data.latestRun.answers} ${data.latestRun.answers === 1 ? 'answer' : 'answers'} in the latest run, each with its mentions and citations.`}
        actions={
          <Button type="button" $variant="secondary" $size="sm" onClick={() => onViewAnswers({})}>
            Browse answers
          </Button>
        }
      >
        <Muted>
          {data.platform.model ? `Model ${data.platform.model}. ` : null}
          Filter by run, prompt, sentiment, competitor, and whether your brand is mentioned or your site
          cited.
        </Muted>
      </Section>
      <SourcesView state={sources} onViewAnswers={onViewAnswers} />
      <Version>{metricsVersionText(data.metricsVersion)}</Version>
    </Layout>
  );
}
