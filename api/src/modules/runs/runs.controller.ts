import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  campaignParamsSchema,
  campaignScopeSchema,
  runListQuerySchema,
  runParamsSchema,
  type RunListResponse,
  type RunSummary,
} from '@lantern/contracts';
import type { z } from 'zod';
import { from, Requires } from '../../common/access.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { Access, type AccessContext } from '../access/access-context';
import { RunsService } from './runs.service';

const inQuery = { org: from.query('organizationId'), account: from.query('accountId') };
const inBody = { org: from.body('organizationId'), account: from.body('accountId') };

@Controller('campaigns/:campaignId/runs')
export class RunsController {
  constructor(private readonly runs: RunsService) {}

  @Post()
  @HttpCode(202)
  @Requires('campaign', 'update', inBody)
  @Endpoint({
    tag: 'runs',
    summary: 'Run now: every prompt x platform x sample, executed by the workers (409 while a run is active)',
    params: campaignParamsSchema,
    body: campaignScopeSchema,
    responses: { 202: 'Run accepted', 409: 'A run is already in progress' },
  })
  start(@Access() access: AccessContext, @Param('campaignId') campaignId: string): Promise<RunSummary> {
    return this.runs.start(access, campaignId);
  }

  @Get()
  @Requires('campaign', 'view', inQuery)
  @Endpoint({
    tag: 'runs',
    summary: "The campaign's runs, newest first, with per-platform progress",
    params: campaignParamsSchema,
    query: runListQuerySchema,
  })
  list(
    @Access() access: AccessContext,
    @Param('campaignId') campaignId: string,
    @Query() query: z.output<typeof runListQuerySchema>,
  ): Promise<RunListResponse> {
    return this.runs.listForAccount(access, campaignId, query.limit, query.offset);
  }

  @Post(':runId/cancel')
  @HttpCode(200)
  @Requires('campaign', 'update', inBody)
  @Endpoint({
    tag: 'runs',
    summary: 'Cancel an active run (its pending items are not asked; answers so far are kept)',
    params: runParamsSchema,
    body: campaignScopeSchema,
    responses: { 409: 'The run has already finished' },
  })
  cancel(
    @Access() access: AccessContext,
    @Param('campaignId') campaignId: string,
    @Param('runId') runId: string,
  ): Promise<RunSummary> {
    return this.runs.cancel(access, campaignId, runId);
  }
}
