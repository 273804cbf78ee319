import { CAMPAIGN_SORT_FIELDS, CAMPAIGN_STATUSES, type CampaignStatus } from '@lantern/contracts';
import { Button, Chip, SearchField, Select } from '@lantern/ui';
import styled from 'styled-components';
import { SORT_LABELS, STATUS_LABELS, type ListChange, type ListState, type SortField } from '../listState';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin-bottom: 12px;
  > :first-child {
    flex: 1 1 240px;
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
`;

const STATUS_OPTIONS = [
  { value: '', label: 'All Status' },
  ...CAMPAIGN_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
];
const SORT_OPTIONS = CAMPAIGN_SORT_FIELDS.map((f) => ({ value: f, label: SORT_LABELS[f] }));

export interface ListToolbarProps {
  state: ListState;
  change(c: ListChange): void;
  searchText: string;
  setSearchText(text: string): void;
  clearSearch(): void;
}

/** Search (debounced by the caller), Status filter, Sort by, direction toggle and the active-filter chips. */
export function ListToolbar({ state, change, searchText, setSearchText, clearSearch }: ListToolbarProps) {
  const descending = state.sortOrder === 'desc';
  return (
    <>
      <Bar>
        <SearchField
          label="Search campaigns"
          placeholder="Search campaigns..."
          value={searchText}
          onChange={(v) => (v ? setSearchText(v) : clearSearch())}
          maxLength={200}
        />
        <Select
          label="Status"
          hideLabel
          value={state.status ?? ''}
          options={STATUS_OPTIONS}
          onChange={(e) =>
            change({ type: 'status', value: (e.target.value || null) as CampaignStatus | null })
          }
        />
        <Select
          label="Sort by"
          hideLabel
          value={state.sortBy}
          options={SORT_OPTIONS.map((o) => ({ ...o, label: `Sort by: ${o.label}` }))}
          onChange={(e) => change({ type: 'sortBy', value: e.target.value as SortField })}
        />
        <Button
          type="button"
          $variant="secondary"
          aria-label={descending ? 'Descending, switch to ascending' : 'Ascending, switch to descending'}
          onClick={() => change({ type: 'sortOrder', value: descending ? 'asc' : 'desc' })}
        >
          <span aria-hidden="true">{descending ? '↓' : '↑'}</span>
          {descending ? 'Desc' : 'Asc'}
        </Button>
      </Bar>
      {state.search || state.status ? (
        <Chips aria-label="Active filters" role="group">
          {state.status ? (
            <Chip
              tone="info"
              label={`Status: ${STATUS_LABELS[state.status]}`}
              onDelete={() => change({ type: 'status', value: null })}
            />
          ) : null}
          {state.search ? (
            <Chip tone="info" label={`Search: ${state.search}`} onDelete={clearSearch} />
          ) : null}
          <Button type="button" $variant="ghost" $size="sm" onClick={() => change({ type: 'clearFilters' })}>
            Clear all
          </Button>
        </Chips>
      ) : null}
    </>
  );
}
