import { CloseIcon, IconButton, TextField } from '@lantern/ui';
import styled from 'styled-components';
import { type CompetitorRow, type Errors } from '../wizard';
import { AddCompetitorButton, useFocusAddedRow } from './competitorRows';
import { Fieldset, Hint } from './styles';

const Line = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  align-items: start;
  gap: 12px;
  > button {
    margin-top: 28px;
  }
  @media (max-width: 640px) {
    grid-template-columns: 1fr auto;
    > :nth-child(2) {
      grid-row: 2;
    }
  }
`;

/** Optional competitors (a name and a domain each); adding them needs the competitor_analysis feature. */
export function CompetitorsField({
  rows,
  onChange,
  onBlurName,
  errors,
  allowed,
  billingPath,
}: {
  rows: CompetitorRow[];
  onChange(rows: CompetitorRow[]): void;
  onBlurName(index: number): void;
  errors: Errors;
  allowed: boolean;
  billingPath: string;
}) {
  const edit = (key: string, patch: Partial<CompetitorRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const focus = useFocusAddedRow(rows);
  return (
    <Fieldset>
      <legend>Competitors (optional)</legend>
      <Hint>Brands to compare with: their mentions, share of voice and citations.</Hint>
      {allowed
        ? rows.map((row, i) => (
            <Line key={row.key}>
              <TextField
                ref={focus.nameRef(row.key)}
                label={`Competitor ${i + 1} name`}
                value={row.name}
                maxLength={80}
                onChange={(e) => edit(row.key, { name: e.target.value })}
                onBlur={() => onBlurName(i)}
                error={errors[`competitors.${i}.name`]}
              />
              <TextField
                label={`Competitor ${i + 1} domain`}
                value={row.domain}
                placeholder="competitor.com"
                maxLength={253}
                onChange={(e) => edit(row.key, { domain: e.target.value })}
                error={errors[`competitors.${i}.domain`]}
              />
              <IconButton
                aria-label={`Remove competitor ${i + 1}`}
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
              >
                <CloseIcon />
              </IconButton>
            </Line>
          ))
        : null}
      <AddCompetitorButton
        count={rows.length}
        allowed={allowed}
        billingPath={billingPath}
        onAdd={(key) => {
          focus.focusNext(key);
          onChange([...rows, { key, name: '', domain: '' }]);
        }}
      />
    </Fieldset>
  );
}
