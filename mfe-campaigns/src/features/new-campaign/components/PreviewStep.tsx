import { platformLabel, type PlatformStatus } from '@lantern/contracts';
import { Chip } from '@lantern/ui';
import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { SimulatedChip } from '../../../shared/SimulatedChip';
import type { Wizard } from '../hooks/useWizard';
import {
  activePrompts,
  aiWritesPrompts,
  splitList,
  methodText,
  promptCountText,
  SCHEDULE_LABELS,
} from '../wizard';
import { PromptList } from './PromptList';
import { Hint, Row, Stack } from './styles';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: minmax(140px, max-content) 1fr;
  gap: 10px 20px;
  margin: 0;
  dt {
    color: ${(p) => p.theme.color.textMuted};
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 640px) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: 6px;
    }
  }
`;
const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${(p) => p.theme.color.primary};
  }
`;

/** Step 3: everything the campaign will be created with, and whether its first run starts now. */
export function PreviewStep({
  wizard,
  platforms,
  limit,
  competitorsAllowed,
}: {
  wizard: Wizard;
  platforms: PlatformStatus[] | undefined;
  limit: number | null | undefined;
  competitorsAllowed: boolean;
}) {
  const { values, update } = wizard;
  const prompts = activePrompts(values);
  const competitors = competitorsAllowed ? values.competitors.filter((c) => c.name.trim()) : [];
  const answersPerRun = prompts.length * values.platforms.length * values.samples;
  const rows: Array<[string, ReactNode]> = [
    ['Campaign Name', values.name],
    ['Website URL', values.websiteUrl],
    ['Brand name', values.brandName.trim() || 'From the website'],
    ['Brand aliases', splitList(values.brandAliases).join(', ') || 'None'],
    ['Location', values.location],
    ['Prompt Type', values.promptType],
    ['Breadth', values.breadth],
    ['Depth', values.depth],
    [
      'Keywords',
      values.keywords.length ? (
        <Row>
          {values.keywords.map((k) => (
            <Chip key={k} label={k} size="small" />
          ))}
        </Row>
      ) : (
        'None'
      ),
    ],
    [
      'Competitors',
      competitors.length
        ? competitors
            .map((c) => (c.domain.trim() ? `${c.name.trim()} (${c.domain.trim()})` : c.name.trim()))
            .join(', ')
        : 'None',
    ],
    [
      'Platforms',
      <Row key="platforms">
        {values.platforms.map((id) => (
          <Row key={id}>
            {platformLabel(id)}
            {platforms?.find((p) => p.id === id)?.simulated ? <SimulatedChip /> : null}
          </Row>
        ))}
      </Row>,
    ],
    ['Samples per prompt', values.samples],
    ['Schedule', SCHEDULE_LABELS[values.schedule]],
    ['Prompt creation method', methodText(values.promptMethod, aiWritesPrompts(platforms)).title],
    ['Prompts', promptCountText(prompts.length, limit)],
  ];
  return (
    <Stack>
      <Summary>
        {rows.map(([term, detail]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{detail}</dd>
          </Fragment>
        ))}
      </Summary>
      <PromptList items={prompts} readOnly label="Prompts to track" />
      <Hint>
        Each run asks {prompts.length} prompts x {values.platforms.length} platforms x {values.samples}{' '}
        samples = {answersPerRun} answers.
      </Hint>
      <Check>
        <input type="checkbox" checked={values.runNow} onChange={(e) => update('runNow', e.target.checked)} />
        Start the first run now
      </Check>
    </Stack>
  );
}
