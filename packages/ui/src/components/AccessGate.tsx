import { useId } from 'react';
import styled from 'styled-components';
import type { UiAction } from '../types';
import { Button } from './Button';
import { Card } from './Card';
import { LockIcon } from './icons';

const Area = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: 320px;
  padding: 24px 16px;
`;

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  max-width: 480px;
  text-align: center;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${(p) => p.theme.color.textMuted};
  }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${(p) => p.theme.color.warningSoft};
  color: ${(p) => (p.theme.mode === 'dark' ? p.theme.color.text : p.theme.color.warning)};
`;

export interface AccessGateProps {
  /** e.g. 'Admin Access Required' */
  title: string;
  message: string;
  /** e.g. an Upgrade button. */
  action?: UiAction;
}

/** Stands in for a whole page or tab the user may not open. */
export function AccessGate({ title, message, action }: AccessGateProps) {
  const titleId = useId();
  return (
    <Area>
      <Panel aria-labelledby={titleId}>
        <Badge>
          <LockIcon size={28} />
        </Badge>
        <h2 id={titleId}>{title}</h2>
        <p>{message}</p>
        {action ? (
          <Button type="button" onClick={action.onClick}>
            {action.label}
          </Button>
        ) : null}
      </Panel>
    </Area>
  );
}
