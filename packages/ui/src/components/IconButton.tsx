import { type ButtonHTMLAttributes, forwardRef } from 'react';
import styled from 'styled-components';

export type IconButtonSize = 'sm' | 'md' | 'lg';

const sizes: Record<IconButtonSize, number> = { sm: 28, md: 36, lg: 44 };

const Square = styled.button<{ $size: IconButtonSize; $outlined: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${(p) => sizes[p.$size]}px;
  height: ${(p) => sizes[p.$size]}px;
  padding: 0;
  border-radius: ${(p) => p.theme.radius.sm};
  border: 1px solid ${(p) => (p.$outlined ? p.theme.color.border : 'transparent')};
  background: transparent;
  color: ${(p) => p.theme.color.textMuted};
  cursor: pointer;
  transition:
    background 120ms ease,
    color 120ms ease;
  &:hover:not(:disabled) {
    background: ${(p) => p.theme.color.surfaceAlt};
    color: ${(p) => p.theme.color.text};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.color.focus};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** An icon-only button has no text: its accessible name is required. */
  'aria-label': string;
  size?: IconButtonSize;
  /** A border around the square (toolbar look); transparent by default. */
  outlined?: boolean;
}

/** A square button holding only an icon. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { size = 'md', outlined = false, type = 'button', children, ...rest },
  ref,
) {
  return (
    <Square ref={ref} type={type} $size={size} $outlined={outlined} {...rest}>
      {children}
    </Square>
  );
});
