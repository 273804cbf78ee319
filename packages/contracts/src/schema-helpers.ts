import { z } from 'zod';
import type { FieldErrors } from './validators';

/** Applies a plain validator's field errors to a zod object (so the UI and API share one rule set). */
export const withRules =
  <T extends Record<string, unknown>>(validate: (v: Partial<T>) => FieldErrors) =>
  (value: T, ctx: z.RefinementCtx) => {
    for (const [field, message] of Object.entries(validate(value as Partial<T>))) {
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  };

export const text = (max: number) =>
  z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .refine((v) => !v.includes('\u0000'), 'Must not contain NUL characters');

export const uuid = (name: string) => z.uuid(`${name} must be a UUID`);

/** An email as typed: trimmed, at most 254 characters, no NUL. Compared case-insensitively by the API. */
export const emailText = () => text(254).default('');
