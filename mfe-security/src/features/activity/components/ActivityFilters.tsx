import { ACTIVITY_TYPES, ENTITY_TYPES } from '@lantern/contracts';
import { Button, MultiSelect, SearchField, TextField } from '@lantern/ui';
import styled from 'styled-components';
import {
  type ActivityView,
  DATE_MAX,
  DATE_MIN,
  humanize,
  matchingQuickRange,
  QUICK_RANGES,
  quickRange,
} from '../filters';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
  > :first-child {
    flex: 1 1 240px;
  }
`;

const Ranges = styled.div`
  display: inline-flex;
  gap: 4px;
`;

const Expanded = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 12px;
  margin-bottom: 16px;
  padding: 16px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
`;

const DateMessage = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.font.size.sm};
`;

const typeOptions = ACTIVITY_TYPES.map((t) => ({ value: t, label: humanize(t) }));
const entityOptions = ENTITY_TYPES.map((t) => ({ value: t, label: humanize(t) }));

export interface ActivityFiltersProps {
  view: ActivityView;
  /** What is typed in the search box (the URL follows 500 ms later). */
  searchText: string;
  onSearchText(text: string): void;
  onChange(change: Partial<ActivityView>): void;
  onClear(): void;
  active: boolean;
  expanded: boolean;
  onToggle(): void;
  dateError?: string;
}

/** Search, quick ranges, the filter toggle and Clear; expanded: dates and the two multi-selects. */
export function ActivityFilters(props: ActivityFiltersProps) {
  const { view, onChange } = props;
  const current = matchingQuickRange(view);
  return (
    <>
      <Bar>
        <SearchField
          label="Search activities"
          placeholder="Search activities..."
          value={props.searchText}
          onChange={props.onSearchText}
        />
        <Ranges role="group" aria-label="Quick date ranges">
          {QUICK_RANGES.map((r) => (
            <Button
              key={r.label}
              type="button"
              $size="sm"
              $variant={current === r.days ? 'primary' : 'secondary'}
              aria-pressed={current === r.days}
              onClick={() => onChange(quickRange(r.days))}
            >
              {r.label}
            </Button>
          ))}
        </Ranges>
        <Button
          type="button"
          $size="sm"
          $variant={props.expanded ? 'primary' : 'secondary'}
          aria-expanded={props.expanded}
          aria-controls="activity-filters"
          onClick={props.onToggle}
        >
          Filters
        </Button>
        {props.active ? (
          <Button type="button" $size="sm" $variant="ghost" onClick={props.onClear}>
            Clear
          </Button>
        ) : null}
      </Bar>
      {props.expanded ? (
        <Expanded id="activity-filters">
          <TextField
            label="Start date"
            type="date"
            min={DATE_MIN}
            max={DATE_MAX}
            value={view.startDate.slice(0, 10)}
            onChange={(e) => onChange({ startDate: e.target.value })}
          />
          <TextField
            label="End date"
            type="date"
            min={DATE_MIN}
            max={DATE_MAX}
            value={view.endDate.slice(0, 10)}
            onChange={(e) => onChange({ endDate: e.target.value })}
          />
          <MultiSelect
            label="Activity Types"
            options={typeOptions}
            value={view.activityTypes}
            onChange={(activityTypes) => onChange({ activityTypes })}
          />
          <MultiSelect
            label="Entity Types"
            options={entityOptions}
            value={view.entityTypes}
            onChange={(entityTypes) => onChange({ entityTypes })}
          />
          {props.dateError ? <DateMessage role="alert">{props.dateError}</DateMessage> : null}
        </Expanded>
      ) : null}
    </>
  );
}
