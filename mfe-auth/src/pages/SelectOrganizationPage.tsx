import { planLabel } from '@lantern/contracts';
import { dashboardPath, enterOrganization, RESOLVE_PATH, useSessionStore } from '@lantern/session';
import { Button, ChoiceCard, ChoiceGroup, Chip } from '@lantern/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { AuthLayout, Form, FormError } from '../AuthLayout';

import { contextLoginErrorMessage } from '../signInFlow';

/**
 * /select-organization: a user of several organizations picks one; context login enters it and the
 * first account's dashboard opens. One organization or fewer (or no session) goes to /login.
 */
export default function SelectOrganizationPage() {
  const user = useSessionStore((s) => (s.token ? s.user : null));
  const setUser = useSessionStore((s) => s.setUser);
  const selectContext = useSessionStore((s) => s.selectContext);
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const enter = useMutation({
    mutationFn: (organizationId: string) => enterOrganization(organizationId),
    onSuccess: ({ user: fresh, context }) => {
      setUser(fresh);
      if (!context) return navigate(RESOLVE_PATH, { replace: true });
      selectContext(context);
      navigate(dashboardPath(context.organizationId, context.accountId), { replace: true });
    },
    onError: (err) => setFormError(contextLoginErrorMessage(err)),
  });

  if (!user || user.organizations.length <= 1) return <Navigate to="/login" replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    if (selected) enter.mutate(selected);
  };

  return (
    <AuthLayout title="Select an organization" subtitle="Choose the organization you want to work in.">
      <Form onSubmit={submit} aria-label="Select organization">
        {formError && <FormError role="alert">{formError}</FormError>}
        <ChoiceGroup legend="Your organizations">
          {user.organizations.map((org) => (
            <ChoiceCard
              key={org.id}
              name="organization"
              value={org.id}
              checked={selected === org.id}
              onChange={() => setSelected(org.id)}
              title={org.name}
              description={org.description}
              badge={<Chip label={planLabel(org.tier)} tone="primary" size="small" />}
            />
          ))}
        </ChoiceGroup>
        <Button type="submit" $block disabled={!selected || enter.isPending}>
          {enter.isPending ? 'Continuing...' : 'Continue'}
        </Button>
      </Form>
    </AuthLayout>
  );
}
