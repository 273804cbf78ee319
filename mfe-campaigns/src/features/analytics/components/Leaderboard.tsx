import type { DashboardData } from '@lantern/contracts';
import { Chip, DataTable } from '@lantern/ui';
import { percent, positionText, proportionText, sentimentScore } from '../format';
import { Section } from './Section';

type Row = DashboardData['leaderboard'][number];

/** The brand and its competitors over the same answers, best visibility first. */
export function Leaderboard({ rows }: { rows: Row[] }) {
  const sorted = [...rows].sort(
    (a, b) => (b.summary.visibility.value ?? -1) - (a.summary.visibility.value ?? -1),
  );
  return (
    <Section title="Competitor leaderboard" description="The same answers, counted for each tracked brand.">
      <DataTable<Row>
        caption="Competitor leaderboard"
        rows={sorted}
        rowKey={(r) => `${r.role}-${r.name}`}
        highlightRow={(r) => r.role === 'brand'}
        empty={{ title: 'No brands tracked', message: 'Add competitors to compare with.' }}
        minWidth={560}
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
          { key: 'visibility', header: 'Visibility', render: (r) => proportionText(r.summary.visibility) },
          { key: 'sov', header: 'Share of voice', render: (r) => percent(r.summary.shareOfVoice.value) },
          {
            key: 'position',
            header: 'Avg. position',
            render: (r) => positionText(r.summary.averagePosition),
          },
          { key: 'citations', header: 'Citation rate', render: (r) => percent(r.summary.citationRate.value) },
          {
            key: 'sentiment',
            header: 'Sentiment',
            render: (r) => sentimentScore(r.summary.sentiment.average),
          },
        ]}
      />
    </Section>
  );
}
