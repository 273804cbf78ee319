import type { DashboardData } from '@lantern/contracts';
import { Button, Chip, DataTable } from '@lantern/ui';
import styled from 'styled-components';
import { positionText, proportionText } from '../format';
import { ChangeIndicator } from './ChangeIndicator';
import { Section } from './Section';

type Row = DashboardData['prompts'][number];

const Chips = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
`;
const Cell = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: 2px;
`;

/** Each prompt's visibility, position and the competitors its answers mention. */
export function PromptTable({ rows, onViewAnswers }: { rows: Row[]; onViewAnswers(row: Row): void }) {
  return (
    <Section title="Prompts" description="How each prompt's answers treat your brand.">
      <DataTable<Row>
        caption="Prompts"
        rows={rows}
        rowKey={(r) => r.promptId ?? r.prompt}
        empty={{ title: 'No prompts yet' }}
        minWidth={720}
        columns={[
          { key: 'prompt', header: 'Prompt', width: '40%', render: (r) => r.prompt },
          {
            key: 'visibility',
            header: 'Visibility',
            render: (r) => (
              <Cell>
                {proportionText(r.summary.visibility)}
                <ChangeIndicator change={r.change} />
              </Cell>
            ),
          },
          { key: 'position', header: 'Position', render: (r) => positionText(r.summary.averagePosition) },
          {
            key: 'competitors',
            header: 'Competitors mentioned',
            render: (r) =>
              r.competitorsMentioned.length ? (
                <Chips>
                  {r.competitorsMentioned.map((c) => (
                    <Chip key={c} label={c} size="small" />
                  ))}
                </Chips>
              ) : (
                'None'
              ),
          },
          {
            key: 'answers',
            header: 'Answers',
            render: (r) =>
              r.promptId ? (
                <Button
                  type="button"
                  $size="sm"
                  $variant="ghost"
                  aria-label={`View answers for "${r.prompt}"`}
                  onClick={() => onViewAnswers(r)}
                >
                  View answers
                </Button>
              ) : null,
          },
        ]}
      />
    </Section>
  );
}
