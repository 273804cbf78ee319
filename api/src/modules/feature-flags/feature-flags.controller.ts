import { Body, Controller, Get, Put } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  configResponseSchema,
  DEFAULT_FEATURE_FLAGS,
  FEATURE_FLAG_PATHS,
  orgAccountQuerySchema,
  updateConfigRequestSchema,
  type ConfigResponse,
  type FeatureFlagPath,
} from '@lantern/contracts';
import type { DataSource } from 'typeorm';
import { from, Requires, SignedIn } from '../../common/access.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { Meta, type RequestMeta } from '../../common/request-context';
import { Access, type AccessContext } from '../access/access-context';
import { ActivitiesService } from '../activities/activities.service';

const scope = { org: from.query('organization_id'), account: from.query('account_id') };

/**
 * Configuration and feature flags: global values (defaults from contracts, overridden by rows without
 * an account) and user scope (an account's own overrides on top of the global values).
 */
@Controller('config')
export class FeatureFlagsController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly activities: ActivitiesService,
  ) {}

  @Get('global')
  @SignedIn()
  @Endpoint({
    tag: 'config',
    summary: 'Global configuration and feature flags',
    response: configResponseSchema,
  })
  global(): Promise<ConfigResponse> {
    return this.flags(null);
  }

  @Get('user')
  @Requires('settings', 'view', scope)
  @Endpoint({
    tag: 'config',
    summary: 'Configuration and feature flags for the user scope (an account)',
    query: orgAccountQuerySchema,
    response: configResponseSchema,
  })
  user(@Access() access: AccessContext): Promise<ConfigResponse> {
    return this.flags(access.accountId);
  }

  @Put('user')
  @Requires('settings', 'update', scope)
  @Endpoint({
    tag: 'config',
    summary: 'Override feature flags for an account (admins)',
    query: orgAccountQuerySchema,
    body: updateConfigRequestSchema,
    response: configResponseSchema,
  })
  async update(
    @Access() access: AccessContext,
    @Body() body: { flags: Array<{ path: FeatureFlagPath; value: boolean }> },
    @Meta() meta: RequestMeta,
  ): Promise<ConfigResponse> {
    await this.db.transaction(async (m) => {
      for (const flag of body.flags) {
        await m.query(
          `INSERT INTO feature_flags (account_id, path, value) VALUES ($1, $2, $3)
           ON CONFLICT (coalesce(account_id, '00000000-0000-0000-0000-000000000000'::uuid), path)
           DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
          [access.accountId, flag.path, flag.value],
        );
      }
      await this.activities.record(m, meta, {
        type: 'settings_updated',
        entityType: 'settings',
        entityId: access.accountId,
        description: `Feature flags changed: ${body.flags.map((f) => `${f.path}=${f.value}`).join(', ')}`,
        organizationId: access.organizationId,
        accountId: access.accountId,
        userId: access.userId,
        metadata: { flags: body.flags },
      });
    });
    return this.flags(access.accountId);
  }

  private async flags(accountId: string | null): Promise<ConfigResponse> {
    const rows: Array<{ account_id: string | null; path: string; value: boolean }> = await this.db.query(
      'SELECT account_id, path, value FROM feature_flags WHERE account_id IS NULL OR account_id = $1',
      [accountId],
    );
    const values: Record<string, boolean> = { ...DEFAULT_FEATURE_FLAGS };
    // Global rows first, then the account's own.
    for (const r of [...rows].sort((a, b) => Number(a.account_id !== null) - Number(b.account_id !== null))) {
      if ((FEATURE_FLAG_PATHS as string[]).includes(r.path)) values[r.path] = r.value;
    }
    return {
      scope: accountId ? 'user' : 'global',
      accountId,
      flags: FEATURE_FLAG_PATHS.map((path) => ({ path, value: values[path]! })),
    };
  }
}
