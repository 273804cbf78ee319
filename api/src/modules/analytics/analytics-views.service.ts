import { Injectable } from '@nestjs/common';
import {
  platformLabel,
  type AnalyticsOverviewResponse,
  type AnalyticsRange,
  type AnalyticsSourcesResponse,
  type CampaignPlatformId,
  type Insight,
  type SourceRow,
} from '@lantern/contracts';
import { mergeBrandTallies, mergeSources, proportion, summaryOf, type BrandTally } from '@lantern/engine';
import type { AccessContext } from '../access/access-context';
import type { CampaignEntity } from '../campaigns/entities/campaign.entity';
import {
  AggregatesRepository,
  rangeStart,
  type RunPlatformRow,
  type RunSources,
} from './aggregates/aggregates.repository';
import { RunAggregates } from './aggregates/run-aggregates';
import { brandTally, runInfo, standings } from './aggregates/summaries';
import { AnalyticsService } from './analytics.service';

/** Insights listed on the overview, and search queries and sources on the Sources view. */
const LIMITS = { insights: 12, searchQueries: 50, sources: 100 };
const SEVERITY = { high: 0, medium: 1, low: 2 };

function groupRows<T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) {
    const list = out.get(key(r));
    if (list) list.push(r);
    else out.set(key(r), [r]);
  }
  return out;
}

const visibilityOf = (brands: BrandTally[], name: string) => {
  const t = brands.find((b) => b.name === name)?.tally;
  return t ? proportion(t.mentioning, t.answers) : proportion(0, 0);
};

/** The cross-platform overview and the Sources view, read from the stored aggregates only. */
@Injectable()
export class AnalyticsViewsService {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly aggregates: AggregatesRepository,
    private readonly writer: RunAggregates,
  ) {}

  /** Rows of the range, or the latest run's rows when the range holds none. */
  private async rangeRows(
    campaign: CampaignEntity,
    range: AnalyticsRange,
  ): Promise<{ rows: RunPlatformRow[]; since: Date | null }> {
    await this.writer.ensureCampaign(campaign.id);
    const since = rangeStart(range);
    const rows = await this.aggregates.runPlatforms(campaign.id, null, since);
    if (rows.length > 0 || !since) return { rows, since };
    const all = await this.aggregates.runPlatforms(campaign.id, null, null);
    const last = all[all.length - 1];
    return { rows: last ? all.filter((r) => r.run_id === last.run_id) : [], since: last?.run_at ?? since };
  }

  async overview(
    access: AccessContext,
    campaignId: string,
    range: AnalyticsRange,
  ): Promise<AnalyticsOverviewResponse> {
    const campaign = await this.analytics.campaign(access, campaignId);
    const { rows } = await this.rangeRows(campaign, range);
    const runs = groupRows(rows, (r) => r.run_id);
    const latestRows = [...runs.values()].at(-1) ?? [];
    const latest = latestRows[0];
    const byPlatform = groupRows(rows, (r) => r.platform);
    const brands = mergeBrandTallies(rows.map((r) => r.brands));
    const platformBrands = new Map(
      [...byPlatform].map(([p, group]) => [p, mergeBrandTallies(group.map((r) => r.brands))] as const),
    );
    const platformIds = [
      ...campaign.platforms.filter((p) => byPlatform.has(p)),
      ...[...byPlatform.keys()].filter((p) => !campaign.platforms.includes(p)),
    ];
    const details = latest ? await this.aggregates.runDetails(latest.run_id, platformIds) : [];
    const lastRunStatus = campaign.lastRunId ? await this.analytics.runStatus(campaign.lastRunId) : null;
    return {
      campaignName: campaign.name,
      campaignStatus: campaign.status,
      lastUpdate: campaign.lastUpdate?.toISOString() ?? null,
      lastRunStatus,
      range,
      latestRun: latest
        ? runInfo(
            latest,
            latestRows.reduce((n, r) => n + r.answers, 0),
            latest.total_items,
          )
        : null,
      platforms: platformIds.map((id) => {
        const group = byPlatform.get(id)!;
        const pb = platformBrands.get(id)!;
        const top = standings(pb).find(
          (b) => b.role === 'competitor' && (b.summary.visibility.value ?? 0) > 0,
        );
        return {
          id,
          label: platformLabel(id),
          simulated: group.some((r) => r.simulated),
          runs: group.length,
          summary: summaryOf(brandTally(pb)),
          topCompetitor: top ? { name: top.name, visibility: top.summary.visibility } : null,
        };
      }),
      leaderboard: standings(brands).map((s) => ({
        ...s,
        byPlatform: platformIds.map((platform) => ({
          platform,
          visibility: visibilityOf(platformBrands.get(platform)!, s.name),
        })),
      })),
      trend: [...runs.values()].map((group) => {
        const merged = mergeBrandTallies(group.map((r) => r.brands));
        return {
          runId: group[0]!.run_id,
          runAt: new Date(group[0]!.run_at).toISOString(),
          status: group[0]!.status,
          brands: merged.map((b) => ({ name: b.name, role: b.role, summary: summaryOf(b.tally) })),
          platforms: group.map((r) => ({
            platform: r.platform,
            visibility: summaryOf(brandTally(r.brands)).visibility,
          })),
        };
      }),
      positions: brandTally(brands).positions,
      insights: details
        .flatMap((d) => d.insights)
        .sort(
          (a: Insight, b: Insight) =>
            SEVERITY[a.severity] - SEVERITY[b.severity] || b.answerIds.length - a.answerIds.length,
        )
        .slice(0, LIMITS.insights),
    };
  }

  async sources(
    access: AccessContext,
    campaignId: string,
    range: AnalyticsRange,
    platform: CampaignPlatformId | undefined,
  ): Promise<AnalyticsSourcesResponse> {
    const campaign = await this.analytics.campaign(access, campaignId);
    await this.writer.ensureCampaign(campaign.id);
    const since = await this.aggregates.rangeSince(campaign.id, rangeStart(range));
    const [runs, queryRows] = await Promise.all([
      this.aggregates.sources(campaign.id, platform ?? null, since),
      this.aggregates.searchQueries(campaign.id, platform ?? null, since),
    ]);
    const sources = mergeSources(
      runs.map((r) => r.sources.map(({ platforms: _p, ...s }) => s)),
      LIMITS.sources,
    );
    const perPlatform = new Map<string, Map<CampaignPlatformId, { cited: number; retrieved: number }>>();
    for (const r of runs) {
      for (const s of r.sources) {
        const m = perPlatform.get(s.domain) ?? new Map();
        for (const p of s.platforms) {
          const e = m.get(p.platform) ?? { cited: 0, retrieved: 0 };
          e.cited += p.citedAnswers;
          e.retrieved += p.retrievedAnswers;
          m.set(p.platform, e);
        }
        perPlatform.set(s.domain, m);
      }
    }
    const queries = new Map<string, { query: string; platform: CampaignPlatformId; answers: number }>();
    for (const r of queryRows) {
      for (const q of r.search_queries) {
        const key = `${r.platform}\n${q.query}`;
        const e = queries.get(key) ?? { query: q.query, platform: r.platform, answers: 0 };
        e.answers += q.answers;
        queries.set(key, e);
      }
    }
    const cited = (r: RunSources, kind: SourceRow['ownership']) =>
      r.sources.reduce((n, s) => (s.ownership === kind ? n + s.citedAnswers : n), 0);
    return {
      range,
      answers: runs.reduce((n, r) => n + r.answers, 0),
      sources: sources.map((s) => ({
        ...s,
        platforms: [...(perPlatform.get(s.domain) ?? [])]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([p, e]) => ({ platform: p, citedAnswers: e.cited, retrievedAnswers: e.retrieved })),
      })),
      trend: runs.map((r) => ({
        runId: r.run_id,
        runAt: new Date(r.run_at).toISOString(),
        answers: r.answers,
        owned: cited(r, 'owned'),
        competitor: cited(r, 'competitor'),
        thirdParty: cited(r, 'third_party'),
      })),
      searchQueries: [...queries.values()]
        .sort((a, b) => b.answers - a.answers || a.query.localeCompare(b.query))
        .slice(0, LIMITS.searchQueries),
    };
  }
}
