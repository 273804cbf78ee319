import { z } from 'zod';
import { ACTIVITY_DEFAULT_LIMIT, ACTIVITY_TYPES, ENTITY_TYPES } from './activities';
import { LIMIT_KEYS, PERMISSION_ACTIONS, PERMISSION_RESOURCES, TIER_FEATURES_LIST } from './permissions';
import { emailText, text, uuid, withRules } from './schema-helpers';
import { accountSchema, organizationSchema, ROLE_NAMES, roleSchema, TIERS } from './tenancy';
import {
  emailError,
  passwordError,
  validateAcceptInviteNewUser,
  validateAccountName,
  validateForgotPassword,
  validateInvite,
} from './validators';
import { VALIDATION } from './messages';
import { FEATURE_FLAG_PATHS } from './feature-flags';

/** Request and response shapes of the identity API (spec sections 3 and 7). */

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Reset and invite tokens: 256 bits as 64 hex characters. */
export const TOKEN_PATTERN = /^[0-9a-f]{64}$/;
const secretToken = text(128).default('');

// ---- sessions ---------------------------------------------------------------------------------

export const contextLoginRequestSchema = z
  .strictObject({ organization_id: uuid('organization_id').optional(), orgId: uuid('orgId').optional() })
  .refine((v) => v.organization_id || v.orgId, {
    message: 'organization_id is required',
    path: ['organization_id'],
  })
  .transform((v) => ({ organizationId: (v.organization_id ?? v.orgId) as string }));
export type ContextLoginRequest = z.output<typeof contextLoginRequestSchema>;

export const switchAccountRequestSchema = z
  .strictObject({ organization_id: uuid('organization_id'), account_id: uuid('account_id') })
  .transform((v) => ({ organizationId: v.organization_id, accountId: v.account_id }));
export type SwitchAccountRequest = z.output<typeof switchAccountRequestSchema>;

export const forgotPasswordRequestSchema = z
  .strictObject({ email: emailText() })
  .superRefine(withRules(validateForgotPassword))
  .transform((v) => ({ email: v.email.trim() }));
export type ForgotPasswordRequest = z.output<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .strictObject({ token: secretToken, new_password: text(256).default(''), email: text(254).optional() })
  .superRefine((v, ctx) => {
    const password = passwordError(v.new_password);
    if (password) ctx.addIssue({ code: 'custom', path: ['new_password'], message: password });
    if (v.email !== undefined) {
      const email = emailError(v.email, VALIDATION.emailInvalid);
      if (email) ctx.addIssue({ code: 'custom', path: ['email'], message: email });
    }
  })
  .transform((v) => ({ token: v.token.trim(), newPassword: v.new_password, email: v.email?.trim() }));
export type ResetPasswordRequest = z.output<typeof resetPasswordRequestSchema>;

export const acceptInviteRequestSchema = z
  .strictObject({
    token: secretToken,
    email: emailText(),
    firstName: text(100).optional(),
    lastName: text(100).optional(),
    country: text(2).optional(),
    password: text(256).optional(),
  })
  .superRefine((v, ctx) => {
    const email = emailError(v.email, VALIDATION.emailInvalid);
    if (email) ctx.addIssue({ code: 'custom', path: ['email'], message: email });
    // New-user fields are all or nothing; which one is needed is known only once the invite is found.
    const given = [v.firstName, v.lastName, v.country, v.password].some((x) => x !== undefined);
    if (given) withRules(validateAcceptInviteNewUser)(v as Record<string, unknown>, ctx);
    if (v.country && !/^[A-Za-z]{2}$/.test(v.country)) {
      ctx.addIssue({ code: 'custom', path: ['country'], message: 'Country must be a two-letter ISO code' });
    }
  })
  .transform((v) => ({
    token: v.token.trim(),
    email: v.email.trim(),
    newUser:
      v.password !== undefined
        ? {
            firstName: (v.firstName ?? '').trim(),
            lastName: (v.lastName ?? '').trim(),
            country: (v.country ?? '').toUpperCase(),
            password: v.password,
          }
        : undefined,
  }));
export type AcceptInviteRequest = z.output<typeof acceptInviteRequestSchema>;

export const updateProfileRequestSchema = z
  .strictObject({
    firstName: text(100).trim().min(1, VALIDATION.firstNameRequired).optional(),
    lastName: text(100).trim().min(1, VALIDATION.lastNameRequired).optional(),
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter ISO code')
      .transform((c) => c.toUpperCase())
      .optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update', path: ['body'] });
export type UpdateProfileRequest = z.output<typeof updateProfileRequestSchema>;

// ---- scopes ---------------------------------------------------------------------------------

export const orgAccountQuerySchema = z.strictObject({
  organization_id: uuid('organization_id'),
  account_id: uuid('account_id'),
});
export type OrgAccountQuery = z.output<typeof orgAccountQuerySchema>;
export const orgIdParamsSchema = z.strictObject({ orgId: uuid('orgId') });
export const orgAccountParamsSchema = z.strictObject({ orgId: uuid('orgId'), accountId: uuid('accountId') });

// ---- permissions, roles, usage, config ----------------------------------------------------------

export const permissionsResponseSchema = z.object({
  permissions: z.partialRecord(z.enum(PERMISSION_RESOURCES), z.array(z.enum(PERMISSION_ACTIONS))),
  limits: z.object({
    ...Object.fromEntries(LIMIT_KEYS.map((k) => [k, z.number().int().nullable()])),
    is_user_invite_allowed: z.boolean(),
    is_account_creation_allowed: z.boolean(),
  }),
  features: z.array(z.enum(TIER_FEATURES_LIST)),
  user_info: z.object({ role: z.enum(ROLE_NAMES), tier: z.enum(TIERS) }),
});
export type PermissionsResponse = z.infer<typeof permissionsResponseSchema>;

export const rolesResponseSchema = z.array(roleSchema);

export const usageItemSchema = z.object({
  key: z.enum(LIMIT_KEYS),
  label: z.string(),
  used: z.number().int(),
  limit: z.number().int().nullable(),
  reached: z.boolean(),
});
export const usageResponseSchema = z.object({
  organizationId: z.string(),
  accountId: z.string(),
  tier: z.enum(TIERS),
  items: z.array(usageItemSchema),
  /** How this install changes plans (PLAN_CHANGES) and where 'Contact sales' leads (BILLING_CONTACT_URL). */
  billing: z.object({
    planChanges: z.enum(['self-serve', 'contact']),
    contactUrl: z.string().nullable(),
    /** The organization's super_admins: the people who can change the plan. */
    planAdmins: z.array(z.object({ name: z.string(), email: z.string() })),
  }),
});
export type UsageResponse = z.infer<typeof usageResponseSchema>;

export const configResponseSchema = z.object({
  scope: z.enum(['global', 'user']),
  accountId: z.string().nullable(),
  flags: z.array(z.object({ path: z.string(), value: z.boolean() })),
});
export type ConfigResponse = z.infer<typeof configResponseSchema>;
export const updateConfigRequestSchema = z.strictObject({
  flags: z
    .array(z.strictObject({ path: z.enum(FEATURE_FLAG_PATHS), value: z.boolean() }))
    .min(1, 'flags must not be empty')
    .max(FEATURE_FLAG_PATHS.length),
});

export const tierChangeRequestSchema = z.strictObject({
  tier: z.enum(TIERS, { error: `tier must be one of ${TIERS.join(', ')}` }),
});
export const organizationSummarySchema = organizationSchema.omit({ accounts: true });

// ---- members, invites, accounts ---------------------------------------------------------------

export const memberParamsSchema = z.strictObject({ accountId: uuid('accountId'), userId: uuid('userId') });
export const roleChangeRequestSchema = z.strictObject({ roleId: uuid('roleId') });

export const inviteRequestSchema = z
  .strictObject({ email: emailText(), roleId: text(64).default(''), accountId: uuid('accountId') })
  .superRefine(withRules(validateInvite))
  .superRefine((v, ctx) => {
    if (v.roleId && !z.uuid().safeParse(v.roleId).success) {
      ctx.addIssue({ code: 'custom', path: ['roleId'], message: 'roleId must be a UUID' });
    }
  })
  .transform((v) => ({ ...v, email: v.email.trim() }));
export type InviteRequest = z.output<typeof inviteRequestSchema>;

export const INVITATION_STATUSES = ['pending', 'accepted', 'revoked', 'expired'] as const;
export const invitationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  accountId: z.string(),
  role: roleSchema.omit({ isDefault: true }),
  status: z.enum(INVITATION_STATUSES),
  expiresAt: z.string(),
  createdAt: z.string(),
});
export const inviteResponseSchema = z.object({ message: z.string(), invitation: invitationSchema });

export const resendParamsSchema = z.strictObject({
  orgId: uuid('orgId'),
  invitationId: uuid('invitationId'),
});
export const resendRequestSchema = z.strictObject({ invitation_id: uuid('invitation_id').optional() });

const description = text(500)
  .transform((d) => d.trim() || null)
  .nullable()
  .optional();
export const createAccountRequestSchema = z
  .strictObject({
    name: text(100).default(''),
    description,
    actor_account_id: uuid('actor_account_id'),
    user_id: uuid('user_id').optional(),
  })
  .superRefine(withRules(validateAccountName))
  .transform((v) => ({
    name: v.name.trim(),
    description: v.description ?? null,
    actorAccountId: v.actor_account_id,
  }));
export type CreateAccountRequest = z.output<typeof createAccountRequestSchema>;

export const updateAccountRequestSchema = z
  .strictObject({ name: text(100).optional(), description })
  .superRefine((v, ctx) => {
    if (v.name !== undefined && !v.name.trim()) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: VALIDATION.accountNameRequired });
    }
    if (v.name === undefined && v.description === undefined) {
      ctx.addIssue({ code: 'custom', path: ['body'], message: 'Nothing to update' });
    }
  })
  .transform((v) => ({ name: v.name?.trim(), description: v.description }));
export type UpdateAccountRequest = z.output<typeof updateAccountRequestSchema>;
export const accountResponseSchema = accountSchema;

// ---- activities -------------------------------------------------------------------------------

export const ACTIVITY_SORT_FIELDS = ['created_at', 'activity_type', 'entity_type', 'ip_address'] as const;
/** Filtered activity totals are counted up to this many; unfiltered and type-only totals are exact. */
export const ACTIVITY_COUNT_CAP = 10_000;

/** Local timestamps without a zone (spec section 9) or full ISO 8601; both parse as dates. */
const dateFilter = (name: string) =>
  z
    .string()
    .max(40)
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v),
      {
        message: `${name} must be a date (YYYY-MM-DD or YYYY-MM-DDTHH:mm:ss)`,
      },
    )
    .refine((v) => !Number.isNaN(Date.parse(v.replace(' ', 'T'))), {
      message: `${name} is not a valid date`,
    });

const idList = (name: string) => z.array(uuid(name)).max(100, `${name} accepts at most 100 values`);

export const activityParamsSchema = z.strictObject({
  accountId: uuid('accountId'),
  organizationId: uuid('organizationId'),
});
export const activityListRequestSchema = z
  .strictObject({
    limit: z.number().int().min(1).max(100).default(ACTIVITY_DEFAULT_LIMIT),
    offset: z.number().int().min(0).max(10_000_000).default(0),
    sortBy: z
      .enum(ACTIVITY_SORT_FIELDS, { error: `sortBy must be one of ${ACTIVITY_SORT_FIELDS.join(', ')}` })
      .default('created_at'),
    sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).default('desc'),
    activityTypes: z
      .array(z.enum(ACTIVITY_TYPES, { error: 'Unknown activity type' }))
      .max(50)
      .optional(),
    entityTypes: z
      .array(z.enum(ENTITY_TYPES, { error: 'Unknown entity type' }))
      .max(10)
      .optional(),
    entityIds: z.array(text(100).min(1)).max(100).optional(),
    userIds: idList('userIds').optional(),
    startDate: dateFilter('startDate').optional(),
    endDate: dateFilter('endDate').optional(),
    search: text(200).trim().optional(),
    ipAddress: text(64).trim().optional(),
    /**
     * Seek pagination: `nextCursor` / `prevCursor` of the page before or after, sent with that page's
     * offset. A cursor that does not match the offset, filters or sort is ignored (the offset is used).
     */
    cursor: z.string().max(300).optional(),
  })
  .refine((v) => !v.startDate || !v.endDate || Date.parse(v.startDate) <= Date.parse(v.endDate), {
    message: 'startDate must not be after endDate',
    path: ['startDate'],
  });
export type ActivityListRequest = z.output<typeof activityListRequestSchema>;
export type ActivityListFilters = z.input<typeof activityListRequestSchema>;

export const activitySchema = z.object({
  id: z.string(),
  activityType: z.string(),
  entityType: z.string(),
  description: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  accountId: z.string().nullable(),
  entityId: z.string().nullable(),
  activityMetadata: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;
export const activityListResponseSchema = z.object({
  activities: z.array(activitySchema),
  pagination: z.object({
    total: z.number().int(),
    /** True when the filtered matches were counted only up to ACTIVITY_COUNT_CAP (show "10,000+"). */
    totalCapped: z.boolean(),
    limit: z.number().int(),
    offset: z.number().int(),
    /** Send with offset + limit to get the next page by seeking (null on the last page). */
    nextCursor: z.string().nullable().optional(),
    /** Send with offset - limit to get the previous page by seeking (null near the start). */
    prevCursor: z.string().nullable().optional(),
  }),
});
export type ActivityListResponse = z.infer<typeof activityListResponseSchema>;
