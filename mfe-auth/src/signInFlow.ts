import { ERRORS, type AuthResponse } from '@lantern/contracts';
import { ApiRequestError } from '@lantern/api-client';
import { dashboardPath, defaultContext, useSessionStore } from '@lantern/session';
import { useNavigate } from 'react-router-dom';

/**
 * After login or signup: store the session and go to the first organization's first account
 * dashboard. No organization is an error ('No organizations found for this user').
 */
export function useCompleteSignIn() {
  const signIn = useSessionStore((s) => s.signIn);
  const navigate = useNavigate();
  return (response: AuthResponse): string | null => {
    const context = defaultContext(response.user);
    if (!context) return ERRORS.noOrganizations;
    signIn(response.accessToken, response.user);
    navigate(dashboardPath(context.organizationId, context.accountId), { replace: true });
    return null;
  };
}

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

/** Signup errors: a 5xx shows the server's message; a refusal the server explains (409, 400) shows its message. */
export function signupErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status >= 500) return error.message || ERRORS.serverError;
    if (error.status >= 400 && error.message) return error.message;
  }
  if (error instanceof Error && error.message === ERRORS.invalidSignupResponse) return error.message;
  return ERRORS.signupFailed;
}
