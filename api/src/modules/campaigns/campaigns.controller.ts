import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  campaignListQuerySchema,
  campaignListResponseSchema,
  campaignParamsSchema,
  campaignScopeSchema,
  createCampaignSchema,
  messageResponseSchema,
  promptImportSchema,
  promptPreviewSchema,
  trackCompetitorSchema,
  type TrackCompetitorInput,
  updateCampaignSchema,
  type CampaignDetail,
  type CampaignListResponse,
  type CreateCampaignInput,
  type MessageResponse,
  type PlatformListResponse,
  type PromptImportResponse,
  type PromptPreviewResponse,
  type UpdateCampaignInput,
} from '@lantern/contracts';
import type { z } from 'zod';
import { from, Requires } from '../../common/access.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { Meta, type RequestMeta } from '../../common/request-context';
import { Access, type AccessContext } from '../access/access-context';
import { PlatformCatalog } from '../platforms/platform-catalog.service';
import { CampaignsService } from './campaigns.service';
import { PromptsService } from './prompts.service';

const inQuery = { org: from.query('organizationId'), account: from.query('accountId') };
const inBody = { org: from.body('organizationId'), account: from.body('accountId') };
const LIMITS = {
  403: 'Permission missing, plan without the feature, or plan limit reached',
  409: 'Conflict',
};

@Controller('campaigns')
export class CampaignsController {
  constructor(
    private readonly campaigns: CampaignsService,
    private readonly prompts: PromptsService,
    private readonly catalog: PlatformCatalog,
  ) {}

  @Get('list')
  @Requires('campaign', 'view', inQuery)
  @Endpoint({
    tag: 'campaigns',
    summary: "List an account's campaigns with status counts",
    query: campaignListQuerySchema,
    response: campaignListResponseSchema,
  })
  list(@Query() query: z.output<typeof campaignListQuerySchema>): Promise<CampaignListResponse> {
    return this.campaigns.list(query);
  }

  @Get('platforms')
  @Requires('campaign', 'view', inQuery)
  @Endpoint({
    tag: 'campaigns',
    summary: 'The answer engines, each configured (real) or simulated by the sandbox',
    query: campaignScopeSchema,
  })
  platforms(): PlatformListResponse {
    return { platforms: this.catalog.list() };
  }

  @Post('prompts/preview')
  @HttpCode(200)
  @Requires('campaign', 'create', inBody)
  @Endpoint({
    tag: 'campaigns',
    summary: 'GENERATE_AI: breadth topics x depth prompts (an LLM when one is configured, else templates)',
    body: promptPreviewSchema,
  })
  preview(
    @Access() access: AccessContext,
    @Body() body: z.output<typeof promptPreviewSchema>,
  ): Promise<PromptPreviewResponse> {
    return this.prompts.preview(access.tier, body);
  }

  @Post('prompts/import')
  @HttpCode(200)
  @Requires('campaign', 'create', inBody)
  @Endpoint({
    tag: 'campaigns',
    summary: 'IMPORT_FILE: parse a CSV or text file of prompts (errors per line, duplicates removed)',
    body: promptImportSchema,
    responses: LIMITS,
  })
  import(
    @Access() access: AccessContext,
    @Body() body: z.output<typeof promptImportSchema>,
  ): PromptImportResponse {
    return this.prompts.import(access.tier, body);
  }

  @Post()
  @Requires('campaign', 'create', inBody)
  @Endpoint({
    tag: 'campaigns',
    summary: 'Create a campaign with its prompts (plan limits apply) and start its first run',
    body: createCampaignSchema,
    responses: LIMITS,
  })
  create(
    @Access() access: AccessContext,
    @Body() body: CreateCampaignInput,
    @Meta() meta: RequestMeta,
  ): Promise<CampaignDetail> {
    return this.campaigns.create(access, body, meta);
  }

  @Get(':campaignId')
  @Requires('campaign', 'view', inQuery)
  @Endpoint({
    tag: 'campaigns',
    summary: 'A campaign with its prompts, competitors, platforms, schedule and last run',
    params: campaignParamsSchema,
    query: campaignScopeSchema,
  })
  detail(@Access() access: AccessContext, @Param('campaignId') id: string): Promise<CampaignDetail> {
    return this.campaigns.detail(access, id);
  }

  @Patch(':campaignId')
  @Requires('campaign', 'update', inBody)
  @Endpoint({
    tag: 'campaigns',
    summary: 'Edit a campaign (prompts, platforms and samples are locked while a run is active)',
    params: campaignParamsSchema,
    body: updateCampaignSchema,
    responses: LIMITS,
  })
  update(
    @Access() access: AccessContext,
    @Param('campaignId') id: string,
    @Body() body: UpdateCampaignInput,
    @Meta() meta: RequestMeta,
  ): Promise<CampaignDetail> {
    return this.campaigns.update(access, id, body, meta);
  }

  @Post(':campaignId/competitors')
  @Requires('campaign', 'update', inBody)
  @Endpoint({
    tag: 'campaigns',
    summary: 'Track a competitor (a suggested one): adds it to the campaign; its own brand is refused',
    params: campaignParamsSchema,
    body: trackCompetitorSchema,
    responses: LIMITS,
  })
  trackCompetitor(
    @Access() access: AccessContext,
    @Param('campaignId') id: string,
    @Body() body: TrackCompetitorInput,
    @Meta() meta: RequestMeta,
  ): Promise<CampaignDetail> {
    return this.campaigns.trackCompetitor(access, id, body, meta);
  }

  @Delete(':campaignId')
  @Requires('campaign', 'delete', inQuery)
  @Endpoint({
    tag: 'campaigns',
    summary: 'Delete a campaign with its runs and answers',
    params: campaignParamsSchema,
    query: campaignScopeSchema,
    response: messageResponseSchema,
  })
  remove(
    @Access() access: AccessContext,
    @Param('campaignId') id: string,
    @Meta() meta: RequestMeta,
  ): Promise<MessageResponse> {
    return this.campaigns.remove(access, id, meta);
  }
}
