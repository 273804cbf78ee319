import { z } from 'zod';

/** The one error shape every API error has (architecture section 3). */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  forbidden: 'FORBIDDEN',
  tierRequired: 'TIER_REQUIRED',
  limitReached: 'LIMIT_REACHED',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  rateLimited: 'RATE_LIMITED',
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * Whether an error body is a refusal by the plan (a tier feature or a limit reached) rather than by the
 * role: its message says what to upgrade, where the spec's fixed 403 text ("You don't have permission")
 * would be untrue.
 */
export function isPlanRefusal(body: unknown): boolean {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return code === ERROR_CODES.tierRequired || code === ERROR_CODES.limitReached;
}
