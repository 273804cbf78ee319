import {
  brandFromDomain,
  CAMPAIGN_LIMITS,
  normalizeWebsite,
  websiteDomain,
  PROMPT_TYPES,
  type CampaignPromptType,
} from '@lantern/contracts';
import { Select, TextField } from '@lantern/ui';
import type { Wizard } from '../hooks/useWizard';
import { CompetitorsField } from './CompetitorsField';
import { KeywordsInput } from './KeywordsInput';
import { LocationCombobox } from './LocationCombobox';
import { PlatformsField, type PlatformsState } from './PlatformsField';
import { RunSettingsFields } from './RunSettingsFields';
import { FieldGrid, Hint, Stack } from './styles';

/** What the server names the brand when the field stays empty ('Acme Tools' for acme-tools.com). */
function brandPlaceholder(website: string): string {
  const url = normalizeWebsite(website);
  return url ? brandFromDomain(websiteDomain(url)) : 'From your website';
}

/** Step 1: what the campaign tracks, where, and on which platforms. */
export function BasicInfoStep({
  wizard,
  platforms,
  competitorsAllowed,
  billingPath,
}: {
  wizard: Wizard;
  platforms: PlatformsState;
  competitorsAllowed: boolean;
  billingPath: string;
}) {
  const { values, errors, update, blur } = wizard;
  const number = (field: 'breadth' | 'depth', label: string, hint: string, max: number) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      value={values[field]}
      onChange={(e) => update(field, e.target.value)}
      onBlur={() => blur(field)}
      error={errors[field]}
      hint={<Hint>{hint}</Hint>}
    />
  );
  return (
    <Stack>
      <FieldGrid>
        <TextField
          label="Campaign Name"
          value={values.name}
          maxLength={CAMPAIGN_LIMITS.nameMax}
          onChange={(e) => update('name', e.target.value)}
          onBlur={() => blur('name')}
          error={errors.name}
        />
        <TextField
          label="Website URL"
          type="url"
          inputMode="url"
          placeholder="https://www.example.com"
          value={values.websiteUrl}
          onChange={(e) => update('websiteUrl', e.target.value)}
          onBlur={() => blur('websiteUrl')}
          error={errors.websiteUrl}
        />
        <TextField
          label="Brand name"
          value={values.brandName}
          maxLength={80}
          placeholder={brandPlaceholder(values.websiteUrl)}
          onChange={(e) => update('brandName', e.target.value)}
          error={errors.brandName}
          hint={<Hint>The name answers are searched for; from the website if left empty.</Hint>}
        />
        <TextField
          label="Brand aliases (optional)"
          value={values.brandAliases}
          placeholder="Other names, separated by commas"
          onChange={(e) => update('brandAliases', e.target.value)}
          error={errors.brandAliases}
        />
        <LocationCombobox
          value={values.location}
          onChange={(label) => update('location', label)}
          onBlur={() => blur('location')}
          error={errors.location}
        />
        <Select
          label="Prompt Type"
          value={values.promptType}
          onChange={(e) => update('promptType', e.target.value as CampaignPromptType)}
          options={PROMPT_TYPES.map((t) => ({ value: t, label: t }))}
          error={errors.promptType}
        />
        {number('breadth', 'Breadth', 'Topics to cover (1-10).', CAMPAIGN_LIMITS.breadthMax)}
        {number('depth', 'Depth', 'Prompts per topic (1-10).', CAMPAIGN_LIMITS.depthMax)}
      </FieldGrid>
      <KeywordsInput
        value={values.keywords}
        onChange={(k) => update('keywords', k)}
        error={errors.keywords}
      />
      <CompetitorsField
        rows={values.competitors}
        onChange={(rows) => update('competitors', rows)}
        onBlurName={(i) => blur(`competitors.${i}.name`)}
        errors={errors}
        allowed={competitorsAllowed}
        billingPath={billingPath}
      />
      <PlatformsField
        value={values.platforms}
        onChange={(ids) => update('platforms', ids)}
        error={errors.platforms}
        state={platforms}
      />
      <RunSettingsFields
        samples={values.samples}
        schedule={values.schedule}
        onSamples={(n) => update('samples', n)}
        onSchedule={(v) => update('schedule', v)}
        errors={errors}
      />
    </Stack>
  );
}
