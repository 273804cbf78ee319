import { Controller, Get, Query } from '@nestjs/common';
import {
  campaignListQuerySchema,
  campaignListResponseSchema,
  type CampaignListResponse,
} from '@lantern/contracts';
import type { z } from 'zod';
import { Endpoint } from '../../common/endpoint.decorator';
import { from, Requires } from '../../common/access.decorators';
import { CampaignsService } from './campaigns.service';

@Controller('campaigns')
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Get('list')
  @Requires('campaign', 'view', { org: from.query('organizationId'), account: from.query('accountId') })
  @Endpoint({
    tag: 'campaigns',
    summary: "List an account's campaigns with status counts",
    query: campaignListQuerySchema,
    response: campaignListResponseSchema,
  })
  list(@Query() query: z.output<typeof campaignListQuerySchema>): Promise<CampaignListResponse> {
    return this.campaigns.list(query);
  }
}
