import { PERMISSION_MESSAGES } from '@lantern/contracts';
import { AccessGate, Button, Card, ErrorView, LoadingView, PERMISSION_REQUIRED, useToast } from '@lantern/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { type CampaignAccess, useCampaignAccess } from '../../shared/access';
import { apiFieldErrors, errorMessage } from '../../shared/apiError';
import { analyticsPath, billingPath, type RouteScope, useRouteScope } from '../../shared/route';
import { usePlatforms } from './api/usePlatforms';
import { useCreateCampaign } from './api/useCreateCampaign';
import { usePromptImport } from './api/usePromptImport';
import { usePromptPreview } from './api/usePromptPreview';
import { BasicInfoStep } from './components/BasicInfoStep';
import { PreviewStep } from './components/PreviewStep';
import { PromptSetupStep } from './components/PromptSetupStep';
import { StepIndicator } from './components/StepIndicator';
import { Actions, FormAlert } from './components/styles';
import { useWizard } from './hooks/useWizard';
import { aiWritesPrompts, CAMPAIGN_CREATED, STEPS, toCreateRequest, toPreviewRequest } from './wizard';

const Frame = styled(Card)`
  max-width: 960px;
  margin: 0 auto;
  h2 {
    margin: 0 0 20px;
    font-size: ${(p) => p.theme.font.size.lg};
    outline: none;
  }
  @media (max-width: 640px) {
    padding: 16px;
  }
`;
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

/** The 'Create New Campaign' page: open to users who may create campaigns. */
export default function NewCampaignPage() {
  const route = useRouteScope();
  const access = useCampaignAccess(route.orgId, route.accountId);
  if (access.loading) return <LoadingView label="Loading permissions" />;
  if (access.error) {
    return (
      <ErrorView
        title="Could not load your permissions"
        message={access.error.message}
        actions={<Button onClick={access.retry}>Try Again</Button>}
      />
    );
  }
  if (!access.can('campaign', 'create')) {
    return <AccessGate title={PERMISSION_REQUIRED} message={PERMISSION_MESSAGES.createCampaign} />;
  }
  return <CampaignWizard route={route} access={access} />;
}

function CampaignWizard({ route, access }: { route: RouteScope; access: CampaignAccess }) {
  // The limit the last preview or import reported, used until the permissions say.
  const [reportedLimit, setReportedLimit] = useState<number | null | undefined>(undefined);
  const limit = access.promptLimit !== undefined ? access.promptLimit : reportedLimit;
  const wizard = useWizard(limit);
  const platforms = usePlatforms(route.scope);
  const create = useCreateCampaign(route.orgId, route.accountId);
  const preview = usePromptPreview();
  const upload = usePromptImport();
  const [formError, setFormError] = useState<string | null>(null);
  const toast = useToast();
  const navigate = useNavigate();
  const competitorsAllowed = access.hasFeature('competitor_analysis');
  const billing = billingPath(route.orgId, route.accountId);

  // Focus follows the wizard: the new step's heading, or the first field a check refused.
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusRequest, setFocusRequest] = useState<'heading' | 'invalid' | null>(null);
  useEffect(() => {
    if (!focusRequest) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (focusRequest === 'invalid' && invalid ? invalid : headingRef.current)?.focus();
    setFocusRequest(null);
  }, [focusRequest, wizard.step]);

  const submit = () => {
    setFormError(null);
    create.mutate(toCreateRequest(wizard.values, route.scope, competitorsAllowed), {
      onSuccess: (campaign) => {
        toast.success(CAMPAIGN_CREATED);
        const platform = campaign.platforms[0] ?? wizard.values.platforms[0];
        navigate(analyticsPath(route.orgId, route.accountId, campaign.id, platform));
      },
      onError: (err) => {
        const fields = apiFieldErrors(err);
        if (Object.keys(fields).length === 0)
          return setFormError(errorMessage(err, 'Could not create the campaign.'));
        const unshown = wizard.showServerErrors(fields);
        setFormError(unshown.length > 0 ? unshown.join(' ') : null);
        setFocusRequest('invalid');
      },
    });
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (wizard.step === 2) return submit();
    setFocusRequest(wizard.next() ? 'heading' : 'invalid');
  };
  const back = () => {
    wizard.back();
    setFocusRequest('heading');
  };

  return (
    <Frame aria-labelledby="new-campaign-step">
      <StepIndicator step={wizard.step} />
      <h2 id="new-campaign-step" ref={headingRef} tabIndex={-1}>
        {STEPS[wizard.step]}
      </h2>
      <Form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Create New Campaign">
        {formError ? <FormAlert role="alert">{formError}</FormAlert> : null}
        {wizard.step === 0 ? (
          <BasicInfoStep
            wizard={wizard}
            platforms={{
              platforms: platforms.data?.platforms,
              loading: platforms.isPending,
              error: platforms.error,
              retry: () => void platforms.refetch(),
            }}
            competitorsAllowed={competitorsAllowed}
            billingPath={billing}
          />
        ) : wizard.step === 1 ? (
          <PromptSetupStep
            wizard={wizard}
            calls={{
              generate: () => preview.mutateAsync(toPreviewRequest(wizard.values, route.scope)),
              generating: preview.isPending,
              upload: (file) => upload.mutateAsync({ ...route.scope, ...file }),
              importing: upload.isPending,
            }}
            limit={limit}
            onLimit={setReportedLimit}
            aiAvailable={aiWritesPrompts(platforms.data?.platforms)}
          />
        ) : (
          <PreviewStep
            wizard={wizard}
            platforms={platforms.data?.platforms}
            limit={limit}
            competitorsAllowed={competitorsAllowed}
          />
        )}
        <Actions>
          {wizard.step > 0 ? (
            <Button type="button" $variant="secondary" onClick={back} disabled={create.isPending}>
              Back
            </Button>
          ) : (
            <span />
          )}
          {wizard.step < 2 ? (
            <Button type="submit">Next</Button>
          ) : (
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Campaign'}
            </Button>
          )}
        </Actions>
      </Form>
    </Frame>
  );
}
