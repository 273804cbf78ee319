import { Body, Controller, Inject, Patch } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  orgIdParamsSchema,
  organizationSummarySchema,
  planLabel,
  tierChangeRequestSchema,
  type Tier,
} from '@lantern/contracts';
import type { DataSource } from 'typeorm';
import type { z } from 'zod';
import { AppError } from '../../common/app-error';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config';
import { from, Requires } from '../../common/access.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { Meta, type RequestMeta } from '../../common/request-context';
import { Access, type AccessContext } from '../access/access-context';
import { ActivitiesService } from '../activities/activities.service';
import { OrganizationEntity } from './entities/organization.entity';

export const PLAN_CHANGES_BY_SALES = 'Plan changes are handled by sales. Contact sales to change your plan.';

@Controller('organizations')
export class OrganizationsController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly activities: ActivitiesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The plan is changed by a super_admin only (the billing page calls this). */
  @Patch(':orgId/tier')
  @Requires('organization', 'update', { org: from.params('orgId'), roles: ['super_admin'] })
  @Endpoint({
    tag: 'organizations',
    summary: "Change the organization's plan tier (super_admin only)",
    params: orgIdParamsSchema,
    body: tierChangeRequestSchema,
    response: organizationSummarySchema,
    responses: { 403: 'Not a super_admin, or PLAN_CHANGES=contact' },
  })
  changeTier(
    @Access() access: AccessContext,
    @Body() body: { tier: Tier },
    @Meta() meta: RequestMeta,
  ): Promise<z.infer<typeof organizationSummarySchema>> {
    // PLAN_CHANGES=contact: plans are sold by the operator, so nobody switches them here.
    if (this.config.PLAN_CHANGES === 'contact') throw AppError.forbidden(PLAN_CHANGES_BY_SALES);
    return this.db.transaction(async (m) => {
      const org = await m.findOneOrFail(OrganizationEntity, {
        where: { id: access.organizationId },
        lock: { mode: 'pessimistic_write' },
      });
      const from = org.tier;
      if (from !== body.tier) {
        org.tier = body.tier;
        await m.save(org);
        await this.activities.record(m, meta, {
          type: 'plan_changed',
          entityType: 'settings',
          entityId: org.id,
          description: `Plan changed from ${planLabel(from)} to ${planLabel(body.tier)}`,
          organizationId: org.id,
          userId: access.userId,
          metadata: { from, to: body.tier },
        });
      }
      return {
        id: org.id,
        name: org.name,
        description: org.description,
        tier: org.tier,
        createdAt: org.createdAt.toISOString(),
      };
    });
  }
}
