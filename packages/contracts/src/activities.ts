/** Audit-trail activity types: the spec's, plus role, security, support, system and data events. */
export const ACTIVITY_TYPES = [
  'campaign_created',
  'campaign_updated',
  'campaign_deleted',
  'campaign_run_started',
  'campaign_run_cancelled',
  'user_registered',
  'user_login',
  'user_logout',
  'user_login_failed',
  'user_profile_updated',
  'password_reset_requested',
  'password_reset_completed',
  'account_created',
  'account_updated',
  'account_deleted',
  'user_invite_sent',
  'user_invite_resent',
  'user_invite_accepted',
  'user_invite_declined',
  'role_changed',
  'member_removed',
  'plan_changed',
  'settings_updated',
  'access_denied',
  'support_ticket_created',
  'system_event',
  'data_export',
  'data_import',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ENTITY_TYPES = ['campaign', 'user', 'account', 'invite', 'analytics', 'settings'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** Activity list page sizes and the default (spec section 9); here, zod-free, for the web apps. */
export const ACTIVITY_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ACTIVITY_DEFAULT_LIMIT = 20;
