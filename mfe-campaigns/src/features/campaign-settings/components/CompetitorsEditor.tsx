import { CloseIcon, IconButton, TextField } from '@lantern/ui';
import styled from 'styled-components';
import { Fieldset, Hint } from '../../new-campaign/components/styles';
import { AddCompetitorButton, useFocusAddedRow } from '../../new-campaign/components/competitorRows';
import type { CompetitorDraft, SettingsErrors } from '../settingsForm';

const Line = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr 1fr auto;
  align-items: start;
  gap: 12px;
  padding-bottom: 12px;
  border-bottom: 1px solid ${(p) => p.theme.color.border};
  > button {
    margin-top: 28px;
  }
  @media (max-width: 760px) {
    grid-template-columns: 1fr auto;
    > :nth-child(2),
    > :nth-child(3) {
      grid-column: 1;
    }
  }
`;

/** Tracked competitors: a name, other names it goes by, and its domains (the competitor_analysis feature). */
export function CompetitorsEditor({
  rows,
  onChange,
  errors,
  allowed,
  billingPath,
}: {
  rows: CompetitorDraft[];
  onChange(rows: CompetitorDraft[]): void;
  errors: SettingsErrors;
  allowed: boolean;
  billingPath: string;
}) {
  const edit = (key: string, patch: Partial<CompetitorDraft>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const focus = useFocusAddedRow(rows);
  return (
    <Fieldset>
      <legend>Competitors</legend>
      <Hint>
        Brands to compare with. Aliases are other names an answer may use; domains count their citations.
        Separate several with commas.
      </Hint>
      {rows.map((row, i) => (
        <Line key={row.key}>
          <TextField
            ref={focus.nameRef(row.key)}
            label={`Competitor ${i + 1} name`}
            value={row.name}
            maxLength={80}
            onChange={(e) => edit(row.key, { name: e.target.value })}
            error={errors[`competitors.${i}.name`]}
          />
          <TextField
            label={`Competitor ${i + 1} aliases`}
            value={row.aliases}
            placeholder="Other names, e.g. Acme Inc"
            onChange={(e) => edit(row.key, { aliases: e.target.value })}
            error={errors[`competitors.${i}.aliases`]}
          />
          <TextField
            label={`Competitor ${i + 1} domains`}
            value={row.domains}
            placeholder="competitor.com"
            onChange={(e) => edit(row.key, { domains: e.target.value })}
            error={errors[`competitors.${i}.domains`]}
          />
          <IconButton
            aria-label={`Remove competitor ${i + 1}`}
            onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
          >
            <CloseIcon />
          </IconButton>
        </Line>
      ))}
      <AddCompetitorButton
        count={rows.length}
        allowed={allowed}
        billingPath={billingPath}
        onAdd={(key) => {
          focus.focusNext(key);
          onChange([...rows, { key, name: '', aliases: '', domains: '' }]);
        }}
      />
    </Fieldset>
  );
}
