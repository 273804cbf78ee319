import { ApiRequestError } from '@lantern/api-client';
import type { ApiError, ErrorCode } from '@lantern/contracts';

const body = (error: unknown): Partial<ApiError> =>
  error instanceof ApiRequestError && error.body && typeof error.body === 'object'
    ? (error.body as Partial<ApiError>)
    : {};

/** The API's error code (TIER_REQUIRED, LIMIT_REACHED, ...) of a failed call, if it sent one. */
export const apiErrorCode = (error: unknown): ErrorCode | undefined =>
  body(error).code as ErrorCode | undefined;

/** The field messages of a 400 (`{ errors: { field: message } }`); empty for any other failure. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {};
  const errors = body(error).errors;
  return errors && typeof errors === 'object' ? { ...errors } : {};
}

/** The plan lacks the feature (403 TIER_REQUIRED). */
export const isTierRequired = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 403 && apiErrorCode(error) === 'TIER_REQUIRED';

export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
