import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ADMIN_ROLES,
  activityListRequestSchema,
  activityListResponseSchema,
  activityParamsSchema,
  type ActivityListRequest,
  type ActivityListResponse,
} from '@lantern/contracts';
import { from, Requires } from '../../common/access.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { Access, type AccessContext } from '../access/access-context';
import { ActivitiesRepository } from './activities.repository';

@Controller('activities')
export class ActivitiesController {
  constructor(private readonly repo: ActivitiesRepository) {}

  @Post('account/:accountId/organization/:organizationId/list')
  @HttpCode(200)
  @Requires('user-activity', 'view', {
    org: from.params('organizationId'),
    account: from.params('accountId'),
    roles: ADMIN_ROLES,
  })
  @Endpoint({
    tag: 'activities',
    summary:
      "The organization's audit trail: filters, search, sort, offset pagination with seek cursors (admins only)",
    params: activityParamsSchema,
    body: activityListRequestSchema,
    response: activityListResponseSchema,
  })
  async list(
    @Access() access: AccessContext,
    @Body() body: ActivityListRequest,
  ): Promise<ActivityListResponse> {
    const { rows, total, totalCapped, nextCursor, prevCursor } = await this.repo.list(
      access.organizationId,
      body,
    );
    return {
      activities: rows,
      pagination: { total, totalCapped, limit: body.limit, offset: body.offset, nextCursor, prevCursor },
    };
  }
}
