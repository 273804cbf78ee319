import styled from 'styled-components';
import type { Tone } from '../tone';
import { CloseIcon } from './icons';
import { Pill, type PillSize, type PillVariant } from './Pill';

const Label = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Remove = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  margin-right: -4px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.color.border};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.color.focus};
    outline-offset: 1px;
  }
`;

export interface ChipProps {
  label: string;
  tone?: Tone;
  variant?: PillVariant;
  size?: PillSize;
  /** Shown on hover, e.g. the full text of a truncated label. */
  title?: string;
  /** Adds a remove button (accessible name `Remove {label}`). */
  onDelete?: () => void;
}

/** A small label: a filter value, a keyword, 'You'... optionally removable. */
export function Chip({
  label,
  tone = 'neutral',
  variant = 'soft',
  size = 'medium',
  title,
  onDelete,
}: ChipProps) {
  return (
    <Pill $tone={tone} $variant={variant} $size={size} title={title}>
      <Label>{label}</Label>
      {onDelete ? (
        <Remove type="button" aria-label={`Remove ${label}`} onClick={onDelete}>
          <CloseIcon size={12} />
        </Remove>
      ) : null}
    </Pill>
  );
}
