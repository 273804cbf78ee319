import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { UiAction } from '../types';
import { Button } from './Button';
import { InboxIcon } from './icons';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 40px 24px;
  text-align: center;
  h3 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.md};
  }
  p {
    margin: 0;
    max-width: 480px;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Icon = styled.span`
  display: inline-flex;
  color: ${(p) => p.theme.color.textMuted};
  margin-bottom: 4px;
`;

export interface EmptyStateProps {
  /** Defaults to an empty tray. */
  icon?: ReactNode;
  title: string;
  message?: ReactNode;
  action?: UiAction;
}

/** What a list shows when it has nothing: 'No users found' ... */
export function EmptyState({ icon, title, message, action }: EmptyStateProps) {
  return (
    <Box>
      <Icon aria-hidden="true">{icon ?? <InboxIcon size={40} />}</Icon>
      <h3>{title}</h3>
      {message ? <p>{message}</p> : null}
      {action ? (
        <Button type="button" onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </Box>
  );
}
