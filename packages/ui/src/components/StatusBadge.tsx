import type { Tone } from '../tone';
import { Pill, type PillSize, type PillVariant } from './Pill';

/** The statuses the spec names, and the colour each takes. */
const STATUS_TONES: Record<string, Tone> = {
  active: 'success',
  completed: 'success',
  running: 'info',
  in_progress: 'info',
  pending: 'warning',
  failed: 'danger',
  disabled: 'neutral',
  cancelled: 'neutral',
  default: 'neutral',
  // The user statuses of the spec's data model (an account's members), so no member reads UNKNOWN.
  inactive: 'neutral',
  blocked: 'danger',
  provisioned: 'info',
};

const normalise = (status?: string | null) =>
  (status ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** 'in_progress' -> 'IN PROGRESS'; an unknown or missing status -> 'UNKNOWN'. */
export function statusLabel(status?: string | null): string {
  const key = normalise(status);
  return key in STATUS_TONES ? key.replace(/_/g, ' ').toUpperCase() : 'UNKNOWN';
}

export function statusTone(status?: string | null): Tone {
  return STATUS_TONES[normalise(status)] ?? 'neutral';
}

export interface StatusBadgeProps {
  /** Compared case-insensitively: the spec's badge statuses, cancelled, and the user statuses inactive, blocked, provisioned. */
  status?: string | null;
  variant?: PillVariant;
  size?: PillSize;
}

/** A campaign, job or user status as a coloured label. */
export function StatusBadge({ status, variant = 'soft', size = 'medium' }: StatusBadgeProps) {
  return (
    <Pill
      $tone={statusTone(status)}
      $variant={variant}
      $size={size}
      data-status={normalise(status) || undefined}
    >
      {statusLabel(status)}
    </Pill>
  );
}
