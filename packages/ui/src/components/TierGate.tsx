import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Placement } from '../hooks/useAnchoredPosition';
import { DEFAULT_UPGRADE_MESSAGE, UPGRADE_REQUIRED, VIEW_PLANS } from '../texts';
import { Button } from './Button';
import { type GatedChild, renderGated } from './gatedChild';
import { Tooltip } from './Tooltip';

const Body = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
`;

export interface TierGateProps {
  allowed: boolean;
  /** The upgrade message; defaults to the spec's generic one. */
  message?: string;
  /** Where 'View Plans' leads: the full billing path, e.g. /org/{orgId}/account/{accountId}/billing. */
  billingPath: string;
  children: GatedChild;
  placement?: Placement;
}

/** Outside the plan the control is disabled and an 'Upgrade Required' tooltip offers 'View Plans'. */
export function TierGate({
  allowed,
  message = DEFAULT_UPGRADE_MESSAGE,
  billingPath,
  children,
  placement,
}: TierGateProps) {
  const navigate = useNavigate();
  if (allowed) return renderGated(children, false);
  const content = (
    <Body>
      {message}
      <Button type="button" $size="sm" onClick={() => navigate(billingPath)}>
        {VIEW_PLANS}
      </Button>
    </Body>
  );
  return (
    <Tooltip wrapDisabled title={UPGRADE_REQUIRED} content={content} placement={placement}>
      {renderGated(children, true)}
    </Tooltip>
  );
}
