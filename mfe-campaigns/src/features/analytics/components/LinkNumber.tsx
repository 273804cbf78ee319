import { VisuallyHidden } from '@lantern/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Link = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${(p) => p.theme.color.primary};
  font: inherit;
  text-align: left;
  text-decoration: underline;
  text-underline-offset: 2px;
  cursor: pointer;
  white-space: nowrap;
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * A number that opens the answers behind it. Its accessible name is the number followed by which
 * answers ('42% Gemini: answers mentioning your brand'), so it starts with what is seen.
 */
export function LinkNumber({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <Link type="button" title={label} onClick={onClick}>
      {children}
      <VisuallyHidden> {label}</VisuallyHidden>
    </Link>
  );
}
