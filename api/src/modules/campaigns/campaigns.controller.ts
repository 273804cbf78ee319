import { Controller, Get, Query } from '@nestjs/common';
import {
  campaignListQuerySchema,
  campaignListResponseSchema,
  type CampaignListResponse,
} from '@lantern/contracts';
import type { z } from 'zod';
import { Endpoint } from '../../common/endpoint.decorator';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator';
import { CampaignsService } from './campaigns.service';

@Controller('campaigns')
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Get('list')
  @Endpoint({
    tag: 'campaigns',
    summary: "List an account's campaigns with status counts",
    query: campaignListQuerySchema,
    response: campaignListResponseSchema,
  })
  list(
    @CurrentUser() user: AuthUser,
    @Query() query: z.output<typeof campaignListQuerySchema>,
  ): Promise<CampaignListResponse> {
    return this.campaigns.list(user.id, query);
  }
}
