import type { UsageResponse } from '@lantern/contracts';
import styled from 'styled-components';
import { formatLimit, meterPercent } from './planTable';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 20px 24px;
`;
const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  font-size: ${(p) => p.theme.font.size.sm};
  margin-bottom: 6px;
  span:last-child {
    font-weight: 700;
    white-space: nowrap;
  }
`;
const Track = styled.div`
  height: 8px;
  border-radius: ${(p) => p.theme.radius.pill};
  background: ${(p) => p.theme.color.surfaceAlt};
  border: 1px solid ${(p) => p.theme.color.border};
  overflow: hidden;
`;
const Fill = styled.div<{ $reached: boolean }>`
  height: 100%;
  background: ${(p) => (p.$reached ? p.theme.color.danger : p.theme.color.primary)};
`;
const Note = styled.p<{ $reached: boolean }>`
  margin: 6px 0 0;
  font-size: ${(p) => p.theme.font.size.xs};
  color: ${(p) => (p.$reached ? p.theme.color.danger : p.theme.color.textMuted)};
`;

/** Usage against each limit of the plan: used / limit, 'Unlimited', and a reached state. */
export function UsageMeters({ items }: { items: UsageResponse['items'] }) {
  return (
    <List aria-label="Usage">
      {items.map((item) => {
        const percent = meterPercent(item.used, item.limit);
        return (
          <li key={item.key}>
            <Head>
              <span id={`usage-${item.key}`}>{item.label}</span>
              <span>
                {item.used} / {formatLimit(item.limit)}
              </span>
            </Head>
            {item.limit !== null && (
              <Track
                role="progressbar"
                aria-labelledby={`usage-${item.key}`}
                aria-valuemin={0}
                aria-valuemax={item.limit}
                aria-valuenow={Math.min(item.used, item.limit)}
                aria-valuetext={`${item.used} of ${item.limit}`}
              >
                <Fill $reached={item.reached} style={{ width: `${percent}%` }} />
              </Track>
            )}
            <Note $reached={item.reached && item.limit !== 0}>
              {item.limit === null
                ? 'No limit on this plan'
                : item.limit === 0
                  ? 'Not included in this plan'
                  : item.reached
                    ? 'Limit reached: a higher plan raises it'
                    : `${item.limit - item.used} left`}
            </Note>
          </li>
        );
      })}
    </List>
  );
}
