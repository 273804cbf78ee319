import { z } from 'zod';
import {
  COMPANY_LOOKUP_MAX_CHARS,
  COMPANY_LOOKUP_MIN_CHARS,
  type CompanySuggestion,
  type PublicConfig,
} from './company-lookup';

/** GET /companies/suggest?q=: the text typed into the company name, trimmed, 3 to 100 characters. */
export const companySuggestQuerySchema = z.strictObject({
  q: z
    .string({ error: (issue) => (issue.input === undefined ? 'q is required' : 'q must be a string') })
    .trim()
    .min(COMPANY_LOOKUP_MIN_CHARS, `q must be at least ${COMPANY_LOOKUP_MIN_CHARS} characters`)
    .max(COMPANY_LOOKUP_MAX_CHARS, `q must be at most ${COMPANY_LOOKUP_MAX_CHARS} characters`),
});
export type CompanySuggestQuery = z.output<typeof companySuggestQuerySchema>;

export const companySuggestionSchema = z.object({
  name: z.string(),
  domain: z.string(),
  logo: z.string().nullable(),
}) satisfies z.ZodType<CompanySuggestion>;
export const companySuggestResponseSchema = z.array(companySuggestionSchema);

export const publicConfigResponseSchema = z.object({
  logoUrlTemplate: z.string().nullable(),
  flagUrlTemplate: z.string().nullable(),
  environment: z.enum(['production', 'development', 'test']),
  analyticsUrl: z.string().nullable(),
  errorReportingUrl: z.string().nullable(),
}) satisfies z.ZodType<PublicConfig>;
