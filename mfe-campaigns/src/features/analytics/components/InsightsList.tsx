import type { DashboardData, Insight } from '@lantern/contracts';
import { Button, Chip, type Tone } from '@lantern/ui';
import styled from 'styled-components';
import { Muted, Section } from './Section';
import { TrackCompetitorButton } from '../../campaign-settings/components/TrackCompetitorButton';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    justify-content: space-between;
    gap: 8px 16px;
    padding: 12px 14px;
    border: 1px solid ${(p) => p.theme.color.border};
    border-radius: ${(p) => p.theme.radius.md};
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: 4px;
    flex: 1;
    min-width: 220px;
  }
  h4 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-size: ${(p) => p.theme.font.size.sm};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;

const SEVERITY: Record<Insight['severity'], { label: string; tone: Tone }> = {
  high: { label: 'High', tone: 'danger' },
  medium: { label: 'Medium', tone: 'warning' },
  low: { label: 'Low', tone: 'info' },
};

/** What to act on, each with the answers behind it. */
export function InsightsList({
  insights,
  onViewAnswers,
}: {
  insights: Insight[];
  onViewAnswers(insight: Insight): void;
}) {
  return (
    <Section title="Insights" description="Where you are missing, and the answers that show it.">
      {insights.length === 0 ? (
        <Muted>No insights for this run: nothing stands out.</Muted>
      ) : (
        <List>
          {insights.map((insight) => (
            <li key={insight.id}>
              <div className="body">
                <h4>
                  <Chip
                    label={SEVERITY[insight.severity].label}
                    tone={SEVERITY[insight.severity].tone}
                    size="small"
                  />
                  {insight.title}
                </h4>
                <p>{insight.detail}</p>
              </div>
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                aria-label={`View answers (${insight.answerIds.length}): ${insight.title}`}
                disabled={insight.answerIds.length === 0}
                onClick={() => onViewAnswers(insight)}
              >
                View answers ({insight.answerIds.length})
              </Button>
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}

type Suggestion = DashboardData['suggestedCompetitors'][number];

/** Brands the answers present as options that the campaign does not track yet. */
export function SuggestedCompetitors({
  suggestions,
  onViewAnswers,
}: {
  suggestions: Suggestion[];
  onViewAnswers(suggestion: Suggestion): void;
}) {
  if (suggestions.length === 0) return null;
  return (
    <Section title="Suggested competitors" description="Named in the answers but not tracked yet.">
      <List>
        {suggestions.map((s) => (
          <li key={s.name}>
            <div className="body">
              <h4>{s.name}</h4>
              <p>
                In {s.answers} answer{s.answers === 1 ? '' : 's'}
              </p>
            </div>
            <TrackCompetitorButton name={s.name} />
            <Button
              type="button"
              $size="sm"
              $variant="secondary"
              aria-label={`View answers naming ${s.name}`}
              disabled={s.answerIds.length === 0}
              onClick={() => onViewAnswers(s)}
            >
              View answers
            </Button>
          </li>
        ))}
      </List>
    </Section>
  );
}
