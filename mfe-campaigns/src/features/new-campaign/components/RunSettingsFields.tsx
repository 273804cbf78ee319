import { CAMPAIGN_LIMITS, SCHEDULES, type CampaignSchedule } from '@lantern/contracts';
import { Select } from '@lantern/ui';
import { samplesLabel, SCHEDULE_LABELS } from '../wizard';
import { FieldGrid, Hint } from './styles';

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** Samples per prompt and schedule, in the wizard and on the settings page. */
export function RunSettingsFields({
  samples,
  schedule,
  onSamples,
  onSchedule,
  errors,
}: {
  samples: number;
  schedule: CampaignSchedule;
  onSamples(n: number): void;
  onSchedule(s: CampaignSchedule): void;
  errors: { samples?: string; schedule?: string };
}) {
  return (
    <FieldGrid>
      <Select
        label="Samples per prompt"
        value={String(samples)}
        onChange={(e) => onSamples(Number(e.target.value))}
        options={range(CAMPAIGN_LIMITS.samplesMin, CAMPAIGN_LIMITS.samplesMax).map((n) => ({
          value: String(n),
          label: samplesLabel(n),
        }))}
        error={errors.samples}
        hint={<Hint>Answers vary from run to run: several samples give honest numbers.</Hint>}
      />
      <Select
        label="Schedule"
        value={schedule}
        onChange={(e) => onSchedule(e.target.value as CampaignSchedule)}
        options={SCHEDULES.map((s) => ({ value: s, label: SCHEDULE_LABELS[s] }))}
        error={errors.schedule}
      />
    </FieldGrid>
  );
}
