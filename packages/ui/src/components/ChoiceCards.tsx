import type { ReactNode } from 'react';
import styled from 'styled-components';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 10px;
    font-weight: 600;
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;

const Card = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  padding: 14px 16px;
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.surface};
  cursor: pointer;
  transition:
    border-color 120ms ease,
    background 120ms ease;
  &:hover {
    border-color: ${(p) => p.theme.color.primary};
  }
  &:has(input:checked) {
    border-color: ${(p) => p.theme.color.primary};
    background: ${(p) => p.theme.color.surfaceAlt};
    box-shadow: inset 0 0 0 1px ${(p) => p.theme.color.primary};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    accent-color: ${(p) => p.theme.color.primary};
    cursor: pointer;
  }
  input:focus-visible {
    outline: none;
  }
`;

const Body = styled.span`
  display: flex;
  flex-direction: column;
  gap: 4px;
  flex: 1;
  min-width: 0;
`;

const Top = styled.span`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px;
  strong {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  > :not(strong) {
    flex: none;
  }
`;

const Description = styled.span`
  color: ${(p) => p.theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const Stack = styled.div<{ $layout: 'stack' | 'grid' }>`
  display: ${(p) => (p.$layout === 'grid' ? 'grid' : 'flex')};
  flex-direction: column;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 10px;
`;

/** A radio group of choice cards (arrow keys move between them, Space picks), stacked or in a grid. */
export function ChoiceGroup({
  legend,
  layout = 'stack',
  children,
}: {
  legend: string;
  layout?: 'stack' | 'grid';
  children: ReactNode;
}) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Stack $layout={layout}>{children}</Stack>
    </Fieldset>
  );
}

/** One card of a ChoiceGroup: a native radio with a title, a badge and a description. */
export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  title,
  description,
  badge,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange(): void;
  title: string;
  description?: string | null;
  badge?: ReactNode;
}) {
  return (
    <Card>
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} />
      <Body>
        <Top>
          <strong>{title}</strong>
          {badge}
        </Top>
        {description ? <Description>{description}</Description> : null}
      </Body>
    </Card>
  );
}
