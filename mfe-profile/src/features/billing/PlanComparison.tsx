import { planLabel, type Tier } from '@lantern/contracts';
import { CheckIcon } from '@lantern/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PLANS, planComparison } from './planTable';

const Scroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focus};
  }
`;
const Table = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.font.size.sm};
  th,
  td {
    padding: 10px 12px;
    border-bottom: 1px solid ${(p) => p.theme.color.border};
    text-align: center;
  }
  tbody th {
    text-align: left;
    font-weight: 500;
  }
  thead th {
    vertical-align: top;
  }
  .current {
    background: ${(p) => p.theme.color.primarySoft};
  }
  .plan {
    display: block;
    font-size: ${(p) => p.theme.font.size.md};
    font-weight: 700;
  }
  .marker {
    display: inline-block;
    margin-top: 4px;
    font-size: ${(p) => p.theme.font.size.xs};
    font-weight: 700;
    color: ${(p) => p.theme.color.primary};
  }
  .yes {
    color: ${(p) => p.theme.color.success};
  }
  .no {
    color: ${(p) => p.theme.color.textMuted};
  }
  .action {
    display: block;
    margin-top: 8px;
  }
  /* The feature names stay in view while the plans scroll sideways on a phone. */
  tbody th,
  thead td {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${(p) => p.theme.color.surface};
  }
`;

export interface PlanComparisonProps {
  current: Tier;
  /** What sits under each plan other than the current one (a switch button, a contact link), if anything. */
  action?(tier: Tier): ReactNode;
}

/** The four tiers side by side, built from the permissions/tiers table; the current plan is marked. */
export function PlanComparison({ current, action }: PlanComparisonProps) {
  const rows = planComparison();
  const cls = (t: Tier) => (t === current ? 'current' : undefined);
  return (
    <Scroller tabIndex={0} role="region" aria-label="Plan comparison">
      <Table aria-label="Plans compared">
        <thead>
          <tr>
            <td />
            {PLANS.map((t) => (
              <th key={t} scope="col" className={cls(t)} aria-current={t === current ? 'true' : undefined}>
                <span className="plan">{planLabel(t)}</span>
                {t === current ? (
                  <span className="marker">Current plan</span>
                ) : (
                  action && <span className="action">{action(t)}</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {PLANS.map((t) => {
                const v = row.values[t];
                return (
                  <td key={t} className={cls(t)}>
                    {typeof v === 'string' ? (
                      v
                    ) : v ? (
                      <span className="yes" role="img" aria-label="Included">
                        <CheckIcon size={16} />
                      </span>
                    ) : (
                      <span className="no" role="img" aria-label="Not included">
                        –
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}
