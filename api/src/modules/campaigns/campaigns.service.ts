import { Injectable } from '@nestjs/common';
import type { Campaign, CampaignListResponse } from '@lantern/contracts';
import { type CampaignPageQuery, CampaignsRepository } from './campaigns.repository';
import type { CampaignEntity } from './entities/campaign.entity';

@Injectable()
export class CampaignsService {
  constructor(private readonly repo: CampaignsRepository) {}

  /** The guard has checked the caller's membership of the account. */
  async list(q: CampaignPageQuery & { includeStats: boolean }): Promise<CampaignListResponse> {
    const { rows, total } = await this.repo.page(q);
    const counts = await this.repo.statusCounts(q.organizationId, q.accountId);
    const all = counts.COMPLETED + counts.IN_PROGRESS + counts.PENDING + counts.FAILED;
    const filters: Record<string, string> = {};
    if (q.status) filters.status = q.status;
    if (q.search) filters.search = q.search;
    return {
      campaigns: rows.map(toCampaign),
      statusCounts: {
        completed: counts.COMPLETED,
        inProgress: counts.IN_PROGRESS,
        pending: counts.PENDING,
        failed: counts.FAILED,
        total: all,
      },
      metadata: { sortBy: q.sortBy, sortOrder: q.sortOrder, filters },
      pagination: {
        totalCampaigns: total,
        currentPage: Math.floor(q.offset / q.limit) + 1,
        limit: q.limit,
        hasMore: q.offset + rows.length < total,
      },
      summaryStats: { totalCampaigns: all },
    };
  }
}

function toCampaign(c: CampaignEntity): Campaign {
  return {
    id: c.id,
    name: c.name,
    websiteDomain: c.websiteDomain,
    websiteUrl: c.websiteUrl,
    brandUrl: c.brandUrl,
    location: c.location,
    keywords: c.keywords,
    promptsCount: c.promptsCount,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    status: c.status,
  };
}
