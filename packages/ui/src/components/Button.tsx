import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export const Button = styled.button<{ $variant?: ButtonVariant; $block?: boolean; $size?: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: ${(p) => (p.$size === 'sm' ? '32px' : '40px')};
  padding: 0 ${(p) => (p.$size === 'sm' ? '12px' : '16px')};
  width: ${(p) => (p.$block ? '100%' : 'auto')};
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  transition:
    background 120ms ease,
    border-color 120ms ease;
  ${(p) => {
    const c = p.theme.color;
    switch (p.$variant ?? 'primary') {
      case 'primary':
        return css`
          background: ${c.primary};
          color: ${c.onPrimary};
          &:hover:not(:disabled) {
            background: ${c.primaryHover};
          }
        `;
      case 'secondary':
        return css`
          background: ${c.surface};
          color: ${c.text};
          border-color: ${c.border};
          &:hover:not(:disabled) {
            border-color: ${c.primary};
          }
        `;
      case 'danger':
        return css`
          background: ${c.danger};
          color: #fff;
        `;
      default:
        return css`
          background: transparent;
          color: ${c.text};
          &:hover:not(:disabled) {
            background: ${c.surfaceAlt};
          }
        `;
    }
  }}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
