import { Controller, Get, Param } from '@nestjs/common';
import {
  CAMPAIGN_ERRORS,
  campaignParamsSchema,
  campaignScopeSchema,
  reanalysisProgressSchema,
  type ReanalysisProgress,
} from '@lantern/contracts';
import { ANALYSIS_VERSION } from '@lantern/engine';
import { AppError } from '../../common/app-error';
import { from, Requires } from '../../common/access.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { Access, type AccessContext } from '../access/access-context';
import { ReanalysisRepository } from './reanalysis.repository';

const inQuery = { org: from.query('organizationId'), account: from.query('accountId') };

@Controller('campaigns/:campaignId/reanalysis')
export class ReanalysisController {
  constructor(private readonly repo: ReanalysisRepository) {}

  @Get()
  @Requires('campaign', 'view', inQuery)
  @Endpoint({
    tag: 'runs',
    summary: "Progress of the re-analysis of the campaign's stored answers (new analyzer or brand set)",
    params: campaignParamsSchema,
    query: campaignScopeSchema,
    response: reanalysisProgressSchema,
  })
  async progress(
    @Access() access: AccessContext,
    @Param('campaignId') campaignId: string,
  ): Promise<ReanalysisProgress> {
    if (!(await this.repo.campaignInAccount(access.organizationId, access.accountId!, campaignId)))
      throw AppError.notFound(CAMPAIGN_ERRORS.notFound);
    const row = await this.repo.find(this.repo.dataSource, campaignId);
    if (!row)
      return {
        status: 'idle',
        reason: null,
        analyzerVersion: ANALYSIS_VERSION,
        total: 0,
        done: 0,
        startedAt: null,
        finishedAt: null,
      };
    return {
      status: row.status,
      reason: row.reason,
      analyzerVersion: row.analyzer_version,
      total: row.total,
      done: row.done,
      startedAt: new Date(row.started_at).toISOString(),
      finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    };
  }
}
