import styled, { css } from 'styled-components';

/** The look of every text-like control (TextField, Select, SearchField). */
export const fieldControl = css<{ $invalid?: boolean }>`
  flex: 1;
  min-width: 0;
  width: 100%;
  min-height: 42px;
  border-radius: ${(p) => p.theme.radius.md};
  border: 1px solid ${(p) => (p.$invalid ? p.theme.color.danger : p.theme.color.border)};
  background: ${(p) => p.theme.color.surface};
  color: ${(p) => p.theme.color.text};
  font: inherit;
  &:focus {
    border-color: ${(p) => p.theme.color.primary};
    outline: none;
    box-shadow: 0 0 0 3px ${(p) => p.theme.color.primarySoft};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

export const FieldLabel = styled.label`
  font-weight: 600;
  font-size: ${(p) => p.theme.font.size.sm};
`;

export const FieldRow = styled.div`
  position: relative;
  display: flex;
`;

export const FieldMessage = styled.div`
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.font.size.xs};
`;
