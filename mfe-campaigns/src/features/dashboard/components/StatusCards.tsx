import type { CampaignListResponse, CampaignStatus } from '@lantern/contracts';
import styled from 'styled-components';
import { STATUS_LABELS } from '../listState';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: 12px;
  margin-bottom: 20px;
`;

const Card = styled.button<{ $active: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  padding: 14px 16px;
  font: inherit;
  text-align: left;
  cursor: pointer;
  color: ${(p) => p.theme.color.text};
  background: ${(p) => (p.$active ? p.theme.color.primarySoft : p.theme.color.surface)};
  border: 1px solid ${(p) => (p.$active ? p.theme.color.primary : p.theme.color.border)};
  border-radius: ${(p) => p.theme.radius.lg};
  &:hover {
    border-color: ${(p) => p.theme.color.primary};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
  strong {
    font-size: ${(p) => p.theme.font.size.xl};
    line-height: 1.1;
  }
  span {
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;

type Counts = CampaignListResponse['statusCounts'];
const CARDS: ReadonlyArray<{ status: CampaignStatus | null; label: string; count: (c: Counts) => number }> = [
  { status: null, label: 'Total', count: (c) => c.total },
  { status: 'COMPLETED', label: STATUS_LABELS.COMPLETED, count: (c) => c.completed },
  { status: 'IN_PROGRESS', label: STATUS_LABELS.IN_PROGRESS, count: (c) => c.inProgress },
  { status: 'PENDING', label: STATUS_LABELS.PENDING, count: (c) => c.pending },
  { status: 'FAILED', label: STATUS_LABELS.FAILED, count: (c) => c.failed },
];

/** The account's campaigns per status; a card filters the list by its status (Total clears it). */
export function StatusCards({
  counts,
  active,
  onSelect,
}: {
  counts: Counts;
  active: CampaignStatus | null;
  onSelect(status: CampaignStatus | null): void;
}) {
  return (
    <Grid role="group" aria-label="Campaigns by status">
      {CARDS.map((card) => (
        <Card
          key={card.label}
          type="button"
          $active={active === card.status}
          aria-pressed={active === card.status}
          onClick={() => onSelect(card.status)}
        >
          <strong>{card.count(counts).toLocaleString('en')}</strong>
          <span>{card.label}</span>
        </Card>
      ))}
    </Grid>
  );
}
