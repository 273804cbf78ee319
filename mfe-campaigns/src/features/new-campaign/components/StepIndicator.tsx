import { VisuallyHidden } from '@lantern/ui';
import styled from 'styled-components';
import { STEPS, type StepIndex } from '../wizard';

const List = styled.ol`
  display: flex;
  gap: 8px;
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    flex: 1;
    display: flex;
    align-items: center;
    gap: 10px;
    padding-bottom: 10px;
    border-bottom: 3px solid ${(p) => p.theme.color.border};
    color: ${(p) => p.theme.color.textMuted};
    font-weight: 600;
  }
  li[data-state='current'] {
    border-color: ${(p) => p.theme.color.primary};
    color: ${(p) => p.theme.color.text};
  }
  li[data-state='done'] {
    border-color: ${(p) => p.theme.color.success};
  }
  .number {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    flex: none;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    background: ${(p) => p.theme.color.surfaceAlt};
  }
  li[data-state='current'] .number {
    background: ${(p) => p.theme.color.primary};
    color: ${(p) => p.theme.color.onPrimary};
  }
  li[data-state='done'] .number {
    background: ${(p) => p.theme.color.successSoft};
    color: ${(p) => p.theme.color.success};
  }
  @media (max-width: 640px) {
    .label {
      display: none;
    }
    li[data-state='current'] .label {
      display: inline;
    }
  }
`;

/** 1 Basic info, 2 Prompt setup, 3 Preview; the current step is aria-current="step". */
export function StepIndicator({ step }: { step: StepIndex }) {
  return (
    <List aria-label="Steps">
      {STEPS.map((label, i) => {
        const state = i < step ? 'done' : i === step ? 'current' : 'todo';
        return (
          <li key={label} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="number" aria-hidden="true">
              {state === 'done' ? '✓' : i + 1}
            </span>
            <span className="label">{label}</span>
            <VisuallyHidden>
              {`Step ${i + 1} of ${STEPS.length}${state === 'done' ? ', completed' : ''}`}
            </VisuallyHidden>
          </li>
        );
      })}
    </List>
  );
}
