import { z } from 'zod';

export const ROLE_NAMES = ['super_admin', 'admin', 'user', 'viewer'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const TIERS = ['free', 'starter', 'business', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

export const MEMBERSHIP_STATUSES = ['active', 'inactive', 'pending', 'blocked', 'provisioned'] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** The built-in roles, seeded by the first migration. */
export const ROLE_DEFINITIONS: ReadonlyArray<{
  name: RoleName;
  displayName: string;
  description: string;
  isDefault: boolean;
}> = [
  {
    name: 'super_admin',
    displayName: 'Super Admin',
    description: 'Owns the organization: billing, plan, every account and every member.',
    isDefault: false,
  },
  {
    name: 'admin',
    displayName: 'Admin',
    description: 'Manages accounts, members, invitations and campaigns.',
    isDefault: false,
  },
  {
    name: 'user',
    displayName: 'User',
    description: 'Creates and runs campaigns and reads analytics.',
    isDefault: true,
  },
  { name: 'viewer', displayName: 'Viewer', description: 'Reads campaigns and analytics.', isDefault: false },
];

export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string(),
  description: z.string(),
  isDefault: z.boolean().optional(),
});
export type Role = z.infer<typeof roleSchema>;

export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
  role: roleSchema,
});
export type Account = z.infer<typeof accountSchema>;

export const organizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  tier: z.enum(TIERS),
  createdAt: z.string(),
  accounts: z.array(accountSchema),
});
export type Organization = z.infer<typeof organizationSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  country: z.string().nullable(),
  state: z.string(),
  loginType: z.string(),
  createdAt: z.string(),
  organizations: z.array(organizationSchema),
  /** The organization and account last chosen (context login or switch account); null before any. */
  currentOrganizationId: z.string().nullable(),
  currentAccountId: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const accountUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(MEMBERSHIP_STATUSES),
  createdAt: z.string(),
  role: roleSchema.omit({ isDefault: true }),
});
export type AccountUser = z.infer<typeof accountUserSchema>;
export const accountUsersSchema = z.array(accountUserSchema);

export const accountIdParamsSchema = z.strictObject({ accountId: z.uuid('accountId must be a UUID') });
export const accountUsersQuerySchema = z.strictObject({
  organization_id: z.uuid('organization_id must be a UUID'),
});
