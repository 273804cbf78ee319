import { Controller, Get, Inject } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  isLimitReached,
  limitsFor,
  orgAccountQuerySchema,
  usageResponseSchema,
  type LimitKey,
  type UsageResponse,
} from '@lantern/contracts';
import type { DataSource } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config';
import { from, Requires } from '../../common/access.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { Access, type AccessContext } from '../access/access-context';

const LABELS: Record<LimitKey, string> = {
  max_accounts_per_organization: 'Accounts in the organization',
  user_invite_limit_per_account: 'Invited users in this account',
  prompt_limit_per_campaign: 'Prompts in the largest campaign',
  unique_country_in_campaign_limit: 'Countries used by campaigns',
};

@Controller('usage')
export class UsageController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('organization')
  @Requires('organization', 'view', { org: from.query('organization_id'), account: from.query('account_id') })
  @Endpoint({
    tag: 'access',
    summary: "The organization's usage against each limit of its plan",
    query: orgAccountQuerySchema,
    response: usageResponseSchema,
  })
  async organization(@Access() access: AccessContext): Promise<UsageResponse> {
    const [used] = (await this.db.query(
      `SELECT (SELECT count(*)::int FROM accounts WHERE organization_id = $1) AS max_accounts_per_organization,
              (SELECT count(*)::int FROM invitations WHERE account_id = $2 AND status IN ('pending', 'accepted'))
                AS user_invite_limit_per_account,
              (SELECT coalesce(max(prompts_count), 0)::int FROM campaigns WHERE account_id = $2)
                AS prompt_limit_per_campaign,
              (SELECT count(DISTINCT lower(location))::int FROM campaigns WHERE account_id = $2)
                AS unique_country_in_campaign_limit`,
      [access.organizationId, access.accountId],
    )) as [Record<LimitKey, number>];
    const admins = (await this.db.query(
      `SELECT DISTINCT u.first_name, u.last_name, u.email
         FROM memberships m
         JOIN roles r ON r.id = m.role_id
         JOIN users u ON u.id = m.user_id
        WHERE m.organization_id = $1 AND r.name = 'super_admin' AND m.status = 'active'
        ORDER BY u.email`,
      [access.organizationId],
    )) as { first_name: string; last_name: string; email: string }[];
    const limits = limitsFor(access.tier);
    return {
      organizationId: access.organizationId,
      accountId: access.accountId!,
      tier: access.tier,
      items: (Object.keys(LABELS) as LimitKey[]).map((key) => ({
        key,
        label: LABELS[key],
        used: used[key],
        limit: limits[key],
        reached: isLimitReached(used[key], limits[key]),
      })),
      billing: {
        planChanges: this.config.PLAN_CHANGES,
        contactUrl: this.config.BILLING_CONTACT_URL ?? null,
        planAdmins: admins.map((a) => ({ name: `${a.first_name} ${a.last_name}`.trim(), email: a.email })),
      },
    };
  }
}
