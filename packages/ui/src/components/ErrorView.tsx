import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 8px;
  padding: 48px 24px;
  color: ${(p) => p.theme.color.text};
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
    max-width: 520px;
  }
  .actions {
    display: flex;
    gap: 8px;
    margin-top: 12px;
    flex-wrap: wrap;
    justify-content: center;
  }
`;

/** An error state with a title, the message and actions (retry, navigate away...). */
export function ErrorView({
  title,
  message,
  actions,
}: {
  title: string;
  message?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Box role="alert">
      <h2>{title}</h2>
      {message ? <p>{message}</p> : null}
      {actions ? <div className="actions">{actions}</div> : null}
    </Box>
  );
}
