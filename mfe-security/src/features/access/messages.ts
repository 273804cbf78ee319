import { ApiRequestError } from '@lantern/api-client';
import { ERRORS, isPlanRefusal, type Role } from '@lantern/contracts';

/** Send invite failures (spec section 8); a plan limit or a duplicate keeps the server's own reason. */
export function sendInviteError(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return ERRORS.sendInviteFailed;
  if (error.status === 403) {
    return isPlanRefusal(error.body) ? error.message : ERRORS.sendInviteForbidden;
  }
  if (error.status >= 500) return ERRORS.serverError;
  if (error.status === 409 && error.message) return error.message;
  return ERRORS.sendInviteFailed;
}

/** Resend failures (spec section 8). */
export function resendError(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return ERRORS.resendFailed;
  if (error.status === 403) return ERRORS.resendForbidden;
  if (error.status === 404) return ERRORS.inviteNotFound;
  if (error.status >= 500) return ERRORS.serverError;
  return ERRORS.resendFailed;
}

/** Roles a person may be given: never super_admin (spec section 5). */
export const assignableRoles = (roles: Role[] | undefined, except?: string) =>
  (roles ?? []).filter((r) => r.name !== 'super_admin' && r.id !== except);

export const NO_OTHER_ROLES = 'No other roles available';
export const inviteLimitMessage = (limit: number) =>
  `This account has reached its limit of ${limit} invited users. Upgrade your plan to invite more.`;
