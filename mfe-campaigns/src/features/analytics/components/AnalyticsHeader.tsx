import { StatusBadge } from '@lantern/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tabLabel, type HeaderModel } from '../format';

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 16px;
  h2 {
    margin: 0 0 6px;
    font-size: ${(p) => p.theme.font.size.xl};
    overflow-wrap: anywhere;
  }
`;
const Meta = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 18px;
  margin: 0;
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.sm};
  div {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  dd {
    margin: 0;
    color: ${(p) => p.theme.color.text};
    font-weight: 600;
  }
`;
const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** The campaign's name, platform, last update, status and job progress, with the page's actions. */
export function AnalyticsHeader({
  model,
  platform,
  actions,
}: {
  model: HeaderModel;
  platform: string;
  actions?: ReactNode;
}) {
  return (
    <Bar aria-label="Campaign">
      <div>
        <h2>{model.name}</h2>
        <Meta>
          <div>
            <dt>Platform</dt>
            <dd>{tabLabel(platform)}</dd>
          </div>
          <div>
            <dt>Last updated</dt>
            <dd>{model.lastUpdate}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <StatusBadge status={model.status} />
            </dd>
          </div>
          {model.progress ? (
            <div>
              <dt>Job progress</dt>
              <dd>{model.progress}</dd>
            </div>
          ) : null}
        </Meta>
      </div>
      {actions ? <Tools>{actions}</Tools> : null}
    </Bar>
  );
}
