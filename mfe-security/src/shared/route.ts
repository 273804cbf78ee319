import { useParams } from 'react-router-dom';

/** The organization and account of the current route ('' when the route has none). */
export function useScope() {
  const { orgId = '', accountId = '' } = useParams();
  return { orgId, accountId };
}

/** Where 'View Plans' leads: /org/{orgId}/account/{accountId}/billing. */
export const billingPath = (orgId: string, accountId: string) => `/org/${orgId}/account/${accountId}/billing`;

/** The message of a failed call, or the fallback. */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
