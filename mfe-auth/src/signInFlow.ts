import { ERRORS, SUCCESS, type AuthResponse, type FieldErrors } from '@lantern/contracts';
import { ApiRequestError } from '@lantern/api-client';
import { RESOLVE_PATH, type SignInOutcome, useSessionStore, useSignInFlow } from '@lantern/session';
import { useToast } from '@lantern/ui';
import { useNavigate } from 'react-router-dom';

/** What the login and signup forms show when the sign-in flow cannot go on; null when it navigated. */
export function signInOutcomeMessage(outcome: SignInOutcome): string | null {
  if (outcome.kind === 'no-organizations') return ERRORS.noOrganizations;
  if (outcome.kind === 'context-failed') return contextLoginErrorMessage(outcome.error);
  return null;
}

/**
 * After login or signup: the flow of spec section 4 (one organization: context login and its first
 * account's dashboard; several: /select-organization; none: 'No organizations found for this user').
 * Resolves to the message to show, or null when it navigated.
 */
export function useCompleteSignIn() {
  const flow = useSignInFlow();
  return async (response: AuthResponse): Promise<string | null> => signInOutcomeMessage(await flow(response));
}

/**
 * After accepting an invite: the session is stored at once, then the same flow runs, with the toasts
 * of spec section 8. No organization, or a failed context login, ends on /resolve with a warning.
 */
export function useCompleteInviteAcceptance() {
  const flow = useSignInFlow();
  const toast = useToast();
  const navigate = useNavigate();
  const signIn = useSessionStore((s) => s.signIn);
  return async (response: AuthResponse): Promise<void> => {
    signIn(response.accessToken, response.user);
    if (response.user.organizations.length === 1) toast.success(SUCCESS.inviteAcceptedWelcome);
    const outcome = await flow(response);
    if (outcome.kind === 'select-organization') toast.success(SUCCESS.inviteAcceptedSelect);
    if (outcome.kind === 'no-organizations' || outcome.kind === 'context-failed') {
      toast.warning(
        outcome.kind === 'no-organizations' ? ERRORS.inviteNoOrganizations : ERRORS.inviteContextFailed,
      );
      navigate(RESOLVE_PATH, { replace: true });
    }
  };
}

const isApiError = (error: unknown, test: (status: number) => boolean) =>
  error instanceof ApiRequestError && test(error.status);

/** Login errors of spec section 8. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return ERRORS.invalidCredentials;
    if (error.status === 429) return error.message;
    if (error.status >= 500) return ERRORS.serverError;
  }
  if (error instanceof Error && error.message === ERRORS.invalidLoginResponse) return error.message;
  return ERRORS.loginFailed;
}

/**
 * Signup errors: a 5xx shows the server's message (the first of detail, message, error, errors, as the
 * API client extracts it); a refusal the server explains (409, 400) shows its message.
 */
export function signupErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status >= 500) return error.message || ERRORS.serverError;
    if (error.status >= 400 && error.message) return error.message;
  }
  if (error instanceof Error && error.message === ERRORS.invalidSignupResponse) return error.message;
  return ERRORS.signupFailed;
}

/** Context login errors: 401 'Invalid organization context', anything else 'Context login failed...'. */
export function contextLoginErrorMessage(error: unknown): string {
  return isApiError(error, (s) => s === 401) ? ERRORS.invalidOrganizationContext : ERRORS.contextLoginFailed;
}

/** Forgot password: any failure is 'Failed to send reset email. Please try again.'. */
export const forgotPasswordErrorMessage = (_error: unknown): string => ERRORS.forgotFailed;

/** Reset password: a 400 is a bad, expired or used token; anything else a generic failure. */
export function resetPasswordErrorMessage(error: unknown): string {
  return isApiError(error, (s) => s === 400) ? ERRORS.resetInvalidToken : ERRORS.resetFailed;
}

/** Accept invite: 404 not found or expired, 5xx server error, otherwise a generic failure. */
export function acceptInviteErrorMessage(error: unknown): string {
  if (isApiError(error, (s) => s === 404)) return ERRORS.inviteNotFound;
  if (isApiError(error, (s) => s >= 500)) return ERRORS.serverError;
  if (error instanceof Error && error.message === ERRORS.invalidAcceptResponse) return error.message;
  return ERRORS.acceptInviteFailed;
}

/** The field messages of a 400 answer (`errors: { field: message }`) for the fields a form shows. */
export function fieldErrorsOf<K extends string>(error: unknown, fields: readonly K[]): FieldErrors<K> {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {};
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {};
  const found: FieldErrors<K> = {};
  for (const field of fields) {
    const message = (errors as Record<string, unknown>)[field];
    if (typeof message === 'string' && message) found[field] = message;
  }
  return found;
}
