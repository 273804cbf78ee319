import { z } from 'zod';
import { userSchema } from './tenancy';
import { text, withRules } from './schema-helpers';
import { validateLogin, validateSignup } from './validators';

export const loginRequestSchema = z
  .strictObject({ email: text(254).default(''), password: text(256).default('') })
  .superRefine(withRules(validateLogin))
  .transform((v) => ({ ...v, email: v.email.trim() }));
export type LoginRequest = z.output<typeof loginRequestSchema>;

export const signupRequestSchema = z
  .strictObject({
    firstName: text(100).default(''),
    lastName: text(100).default(''),
    email: text(254).default(''),
    country: text(2).default(''),
    password: text(256).default(''),
    companyName: text(200).optional(),
  })
  .superRefine(withRules(validateSignup))
  .superRefine((v, ctx) => {
    if (v.country && !/^[A-Za-z]{2}$/.test(v.country)) {
      ctx.addIssue({ code: 'custom', path: ['country'], message: 'Country must be a two-letter ISO code' });
    }
  })
  .transform((v) => ({
    ...v,
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    country: v.country.toUpperCase(),
    companyName: v.companyName?.trim() || undefined,
  }));
export type SignupRequest = z.output<typeof signupRequestSchema>;

export const authResponseSchema = z.object({ accessToken: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;
