import { Card } from '@lantern/ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 20px;
  min-width: 0;
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 8px;
  }
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.md};
  }
  header p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
    font-size: ${(p) => p.theme.font.size.sm};
  }
  @media (max-width: 640px) {
    padding: 14px;
  }
`;

/** A titled block of the analytics page (a region named by its title). */
export function Section({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Box aria-labelledby={id}>
      <header>
        <div>
          <h3 id={id}>{title}</h3>
          {description ? <p>{description}</p> : null}
        </div>
        {actions}
      </header>
      {children}
    </Box>
  );
}

export const Muted = styled.span`
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.sm};
`;
