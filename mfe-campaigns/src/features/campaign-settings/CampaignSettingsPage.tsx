import { CAMPAIGN_LIMITS, type CampaignDetail } from '@lantern/contracts';
import {
  AccessGate,
  Button,
  Card,
  ErrorView,
  LoadingView,
  PERMISSION_REQUIRED,
  TextField,
  useToast,
} from '@lantern/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { type CampaignAccess, useCampaignAccess } from '../../shared/access';
import { apiFieldErrors, errorMessage } from '../../shared/apiError';
import { analyticsPath, billingPath, type RouteScope, useRouteScope } from '../../shared/route';
import { runCostText } from '../../shared/runCost';
import { useCampaign } from '../analytics/api/useCampaign';
import { usePlatforms } from '../new-campaign/api/usePlatforms';
import { usePromptImport } from '../new-campaign/api/usePromptImport';
import { KeywordsInput } from '../new-campaign/components/KeywordsInput';
import { LocationCombobox } from '../new-campaign/components/LocationCombobox';
import { PlatformsField } from '../new-campaign/components/PlatformsField';
import { RunSettingsFields } from '../new-campaign/components/RunSettingsFields';
import { FieldGrid, FormAlert, Hint, Stack } from '../new-campaign/components/styles';
import { useUpdateCampaign } from './useCampaignMutations';
import { CompetitorsEditor } from './components/CompetitorsEditor';
import { DeleteCampaignSection } from './components/DeleteCampaignSection';
import { PromptsEditor } from './components/PromptsEditor';
import {
  CAMPAIGN_UPDATED,
  UPDATE_PERMISSION,
  changedFields,
  fromCampaign,
  toUpdateRequest,
  validateSettings,
  type SettingsErrors,
  type SettingsValues,
} from './settingsForm';

const Page = styled.div`
  max-width: 960px;
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: 20px;
`;
const Section = styled(Card)`
  h2 {
    margin: 0 0 16px;
    font-size: ${(p) => p.theme.font.size.lg};
  }
  @media (max-width: 640px) {
    padding: 16px;
  }
`;
const Footer = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 16px;
  background: ${(p) => p.theme.color.surface};
  border: 1px solid ${(p) => p.theme.color.border};
  border-radius: ${(p) => p.theme.radius.md};
  box-shadow: ${(p) => p.theme.shadow.card};
  p {
    margin: 0;
    flex: 1 1 260px;
  }
  div {
    display: flex;
    gap: 8px;
  }
`;
const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px;
  h1 {
    margin: 0;
    font-size: ${(p) => p.theme.font.size.xl};
    overflow-wrap: anywhere;
  }
`;

/** /campaigns/{campaignId}/settings: everything a campaign was created with, editable; and delete. */
export default function CampaignSettingsPage() {
  const route = useRouteScope();
  const { campaignId = '' } = useParams();
  const access = useCampaignAccess(route.orgId, route.accountId);
  const campaign = useCampaign(route.scope, campaignId);
  if (access.loading || campaign.isPending) return <LoadingView text="Loading campaign..." />;
  const failed = access.error ?? campaign.error;
  if (failed || !campaign.data) {
    return (
      <ErrorView
        title="Could not load the campaign"
        message={failed?.message}
        actions={
          <Button
            onClick={() => {
              access.retry();
              void campaign.refetch();
            }}
          >
            Try Again
          </Button>
        }
      />
    );
  }
  if (!access.can('campaign', 'update')) {
    return <AccessGate title={PERMISSION_REQUIRED} message={UPDATE_PERMISSION} />;
  }
  return <SettingsForm key={campaign.data.id} route={route} access={access} campaign={campaign.data} />;
}

function SettingsForm({
  route,
  access,
  campaign,
}: {
  route: RouteScope;
  access: CampaignAccess;
  campaign: CampaignDetail;
}) {
  const [saved, setSaved] = useState(() => fromCampaign(campaign));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateCampaign(route.scope, campaign.id);
  const upload = usePromptImport();
  const platforms = usePlatforms(route.scope);
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const [focusInvalid, setFocusInvalid] = useState(0);
  useEffect(() => {
    if (focusInvalid) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const limit = access.promptLimit;
  const competitorsAllowed = access.hasFeature('competitor_analysis');
  const set = <K extends keyof SettingsValues>(key: K, value: SettingsValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const changed = changedFields(saved, values);
  const running = campaign.lastRun?.status === 'PENDING' || campaign.lastRun?.status === 'IN_PROGRESS';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found = validateSettings(values, limit);
    setErrors(found);
    if (Object.keys(found).length > 0) return setFocusInvalid((n) => n + 1);
    update.mutate(toUpdateRequest(saved, values, route.scope), {
      onSuccess: (next) => {
        const fresh = fromCampaign(next);
        setSaved(fresh);
        setValues(fresh);
        toast.success(CAMPAIGN_UPDATED);
      },
      onError: (err) => {
        const fields = apiFieldErrors(err);
        setErrors(fields);
        if (Object.keys(fields).length > 0) setFocusInvalid((n) => n + 1);
        setFormError(errorMessage(err, 'Could not save the campaign. Please try again.'));
      },
    });
  };

  return (
    <Page>
      <Title>
        <h1>{campaign.name}</h1>
        <Link to={analyticsPath(route.orgId, route.accountId, campaign.id, campaign.platforms[0])}>
          Back to analytics
        </Link>
      </Title>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Campaign settings">
        <Stack>
          {formError ? <FormAlert role="alert">{formError}</FormAlert> : null}
          {running ? (
            <Hint role="status">
              A run is in progress: prompts, platforms and samples can change once it has finished.
            </Hint>
          ) : null}
          <Section as="section" aria-labelledby="settings-basics">
            <h2 id="settings-basics">Campaign</h2>
            <Stack>
              <FieldGrid>
                <TextField
                  label="Campaign Name"
                  value={values.name}
                  maxLength={CAMPAIGN_LIMITS.nameMax}
                  onChange={(e) => set('name', e.target.value)}
                  error={errors.name}
                />
                <TextField
                  label="Website URL"
                  type="url"
                  inputMode="url"
                  value={values.websiteUrl}
                  onChange={(e) => set('websiteUrl', e.target.value)}
                  error={errors.websiteUrl}
                />
                <LocationCombobox
                  value={values.location}
                  onChange={(label) => set('location', label)}
                  error={errors.location}
                />
              </FieldGrid>
              <KeywordsInput
                value={values.keywords}
                onChange={(k) => set('keywords', k)}
                error={errors.keywords}
              />
            </Stack>
          </Section>
          <Section as="section" aria-labelledby="settings-brand">
            <h2 id="settings-brand">Brand</h2>
            <FieldGrid>
              <TextField
                label="Brand name"
                value={values.brandName}
                maxLength={80}
                onChange={(e) => set('brandName', e.target.value)}
                error={errors.brandName}
                hint={<Hint>The name answers are searched for.</Hint>}
              />
              <TextField
                label="Brand aliases"
                value={values.brandAliases}
                placeholder="Northwind, Northwind Coffee"
                onChange={(e) => set('brandAliases', e.target.value)}
                error={errors.brandAliases}
                hint={<Hint>Other names of the brand, separated by commas.</Hint>}
              />
            </FieldGrid>
          </Section>
          <Section as="section" aria-labelledby="settings-prompts">
            <h2 id="settings-prompts">Prompts</h2>
            <PromptsEditor
              items={values.prompts}
              onChange={(change) => setValues((v) => ({ ...v, prompts: change(v.prompts) }))}
              limit={limit}
              error={errors.prompts}
              disabled={running}
              upload={(file) => upload.mutateAsync({ ...route.scope, ...file })}
              importing={upload.isPending}
            />
          </Section>
          <Section as="section" aria-label="Competitors">
            <CompetitorsEditor
              rows={values.competitors}
              onChange={(rows) => set('competitors', rows)}
              errors={errors}
              allowed={competitorsAllowed}
              billingPath={billingPath(route.orgId, route.accountId)}
            />
          </Section>
          <Section as="section" aria-labelledby="settings-runs">
            <h2 id="settings-runs">Platforms and schedule</h2>
            <Stack>
              <PlatformsField
                value={values.platforms}
                onChange={(ids) => set('platforms', ids)}
                error={errors.platforms}
                state={{
                  platforms: platforms.data?.platforms,
                  loading: platforms.isPending,
                  error: platforms.error,
                  retry: () => void platforms.refetch(),
                }}
              />
              <RunSettingsFields
                samples={values.samples}
                schedule={values.schedule}
                onSamples={(n) => set('samples', n)}
                onSchedule={(v) => set('schedule', v)}
                errors={errors}
              />
            </Stack>
          </Section>
          <Footer>
            <p aria-live="polite">
              {runCostText(values.prompts.length, values.platforms.length, values.samples, values.schedule)}
            </p>
            <div>
              <Button
                type="button"
                $variant="secondary"
                disabled={changed.length === 0 || update.isPending}
                onClick={() => {
                  setValues(saved);
                  setErrors({});
                  setFormError(null);
                }}
              >
                Discard changes
              </Button>
              <Button type="submit" disabled={changed.length === 0 || update.isPending}>
                {update.isPending ? 'Saving...' : 'Save changes'}
              </Button>
            </div>
          </Footer>
        </Stack>
      </form>
      <DeleteCampaignSection campaign={campaign} route={route} allowed={access.can('campaign', 'delete')} />
    </Page>
  );
}
