import { Chip } from '@lantern/ui';

export const SIMULATED = 'Simulated';

/** Marks a platform or an answer whose answers come from the built-in simulator, not the real engine. */
export function SimulatedChip() {
  return (
    <Chip
      label={SIMULATED}
      tone="warning"
      size="small"
      title="Simulated answers: this platform's API key is not set, so the built-in sandbox answers."
    />
  );
}
