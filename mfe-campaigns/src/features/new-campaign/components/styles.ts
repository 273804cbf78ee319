import styled from 'styled-components';

/** Two columns on wide screens, one on phones. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 16px;
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

export const Hint = styled.div`
  color: ${(p) => p.theme.color.textMuted};
  font-size: ${(p) => p.theme.font.size.xs};
`;

export const FieldError = styled.div`
  color: ${(p) => p.theme.color.danger};
  font-size: ${(p) => p.theme.font.size.xs};
`;

/** A message about the whole form (403s, server errors no field shows). */
export const FormAlert = styled.div`
  padding: 10px 12px;
  border-radius: ${(p) => p.theme.radius.md};
  background: ${(p) => p.theme.color.dangerSoft};
  color: ${(p) => p.theme.color.danger};
  font-weight: 600;
`;

export const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 600;
    font-size: ${(p) => p.theme.font.size.sm};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  margin-top: 8px;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

/** The body of one prompt method. */
export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  ul {
    margin: 0;
    padding-left: 20px;
  }
`;
