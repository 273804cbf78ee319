import type { DashboardData } from '@lantern/contracts';
import { Chip, DataTable, type Tone } from '@lantern/ui';
import { Section } from './Section';

type Row = DashboardData['citedDomains'][number];

const OWNERSHIP: Record<Row['ownership'], { label: string; tone: Tone }> = {
  owned: { label: 'Owned', tone: 'success' },
  competitor: { label: 'Competitor', tone: 'warning' },
  third_party: { label: 'Third party', tone: 'neutral' },
};

export function OwnershipChip({
  ownership,
  competitor,
}: {
  ownership: Row['ownership'];
  competitor?: string;
}) {
  const { label, tone } = OWNERSHIP[ownership];
  return <Chip label={competitor ? `${label}: ${competitor}` : label} tone={tone} size="small" />;
}

/** The domains the answers cite most, and whose they are. */
export function CitedDomains({ rows }: { rows: Row[] }) {
  return (
    <Section title="Top cited domains" description="Sources the answers point readers to.">
      <DataTable<Row>
        caption="Top cited domains"
        rows={rows}
        rowKey={(r) => r.domain}
        empty={{ title: 'No citations', message: 'No answer of this run cites a source.' }}
        minWidth={360}
        columns={[
          { key: 'domain', header: 'Domain', render: (r) => r.domain },
          {
            key: 'ownership',
            header: 'Ownership',
            render: (r) => <OwnershipChip ownership={r.ownership} competitor={r.competitor} />,
          },
          { key: 'answers', header: 'Answers', align: 'right', render: (r) => r.answers },
          { key: 'citations', header: 'Citations', align: 'right', render: (r) => r.citations },
        ]}
      />
    </Section>
  );
}
