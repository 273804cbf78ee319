import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AnalyticsRange, CampaignPlatformId, Insight, RunStatus, SourceRow } from '@lantern/contracts';
import type { BrandTally, SourceStat, Suggestion, Tally } from '@lantern/engine';
import type { DataSource } from 'typeorm';

export interface RunPlatformRow {
  run_id: string;
  platform: CampaignPlatformId;
  run_at: Date;
  status: RunStatus;
  total_items: number;
  answers: number;
  simulated: boolean;
  brands: BrandTally[];
}

/** One run's source stats, each domain with its counts per platform. */
export interface RunSources {
  run_id: string;
  run_at: Date;
  answers: number;
  sources: SourceRow[];
}

export interface PromptRangeRow {
  prompt_id: string;
  prompt: string;
  tally: Tally;
  competitors: string[];
}

export interface DomainRangeRow {
  domain: string;
  ownership: 'owned' | 'competitor' | 'third_party';
  competitor: string | null;
  answers: number;
  citations: number;
}

const DAY_MS = 86_400_000;

/** The start of a date range, or null for every run. */
export function rangeStart(range: AnalyticsRange, now = Date.now()): Date | null {
  return range === 'all' ? null : new Date(now - Number(range) * DAY_MS);
}

/** Reads of the stored analytics aggregates (written by RunAggregates), within one campaign. */
@Injectable()
export class AggregatesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Per run and platform in the range, oldest first; `platform` null for every platform. */
  async runPlatforms(
    campaignId: string,
    platform: CampaignPlatformId | null,
    since: Date | null,
  ): Promise<RunPlatformRow[]> {
    return this.db.query(
      `SELECT p.run_id, p.platform, p.run_at, r.status, r.total_items, p.answers, p.simulated, p.brands
         FROM analytics_run_platforms p JOIN analytics_runs r ON r.run_id = p.run_id
        WHERE p.campaign_id = $1 AND ($2::text IS NULL OR p.platform = $2)
          AND ($3::timestamptz IS NULL OR p.run_at >= $3)
        ORDER BY p.run_at, p.platform`,
      [campaignId, platform, since],
    );
  }

  /** Insights and suggested competitors of one run on some platforms. */
  async runDetails(
    runId: string,
    platforms: CampaignPlatformId[],
  ): Promise<{ platform: CampaignPlatformId; insights: Insight[]; suggestions: Suggestion[] }[]> {
    return this.db.query(
      `SELECT platform, insights, suggestions FROM analytics_run_platforms
        WHERE run_id = $1 AND platform = ANY($2) ORDER BY platform`,
      [runId, platforms],
    );
  }

  /**
   * The brand's tally per prompt in one run, and the competitors mentioned with it. One run's rows, not
   * the range's: the prompt table lists the latest run (its length grows with prompts, not with runs).
   */
  async prompts(runId: string, platform: CampaignPlatformId): Promise<PromptRangeRow[]> {
    const rows: (Record<string, number> & { prompt_id: string; prompt: string; competitors: string[] })[] =
      await this.db.query(
        `SELECT prompt_id, prompt, answers, mentioning, tracked_mentions, with_citations, citing, recommending,
                position_sum, position_count, prominence_sum, score_sum, score_count, positive, neutral, negative,
                competitors
           FROM analytics_run_prompts WHERE run_id = $1 AND platform = $2 ORDER BY prompt`,
        [runId, platform],
      );
    return rows.map((r) => ({
      prompt_id: r.prompt_id,
      prompt: r.prompt,
      competitors: r.competitors,
      tally: {
        answers: r.answers!,
        mentioning: r.mentioning!,
        trackedMentions: r.tracked_mentions!,
        withCitations: r.with_citations!,
        citing: r.citing!,
        recommending: r.recommending!,
        positionSum: Number(r.position_sum),
        positionCount: r.position_count!,
        positions: [],
        prominenceSum: Number(r.prominence_sum),
        scoreSum: Number(r.score_sum),
        scoreCount: r.score_count!,
        positive: r.positive!,
        neutral: r.neutral!,
        negative: r.negative!,
      },
    }));
  }

  /** Brand visibility counts per prompt in one run (for the prompt table's change column). */
  async promptVisibility(
    runId: string,
    platform: CampaignPlatformId,
  ): Promise<{ prompt_id: string; answers: number; mentioning: number }[]> {
    return this.db.query(
      `SELECT prompt_id, answers, mentioning FROM analytics_run_prompts WHERE run_id = $1 AND platform = $2`,
      [runId, platform],
    );
  }

  /** Cited domains summed over the range, most citing answers first. */
  async citedDomains(
    campaignId: string,
    platform: CampaignPlatformId,
    since: Date | null,
    limit: number,
  ): Promise<DomainRangeRow[]> {
    return this.db.query(
      `SELECT d->>'domain' AS domain, min(d->>'ownership') AS ownership, min(d->>'competitor') AS competitor,
              sum((d->>'citedAnswers')::int)::int AS answers, sum((d->>'citations')::int)::int AS citations
         FROM analytics_run_platforms p, jsonb_array_elements(p.domains) AS d
        WHERE p.campaign_id = $1 AND p.platform = $2 AND ($3::timestamptz IS NULL OR p.run_at >= $3)
        GROUP BY 1 HAVING sum((d->>'citedAnswers')::int) > 0
        ORDER BY answers DESC, citations DESC, domain LIMIT $4`,
      [campaignId, platform, since, limit],
    );
  }

  /**
   * Source stats per run in the range (the Sources view), oldest first: with a platform, that platform's
   * list of each run; without, each run's list across platforms (stored merged, with every domain's
   * per-platform counts), so a range of 30 runs reads 30 lists, not 150.
   */
  async sources(
    campaignId: string,
    platform: CampaignPlatformId | null,
    since: Date | null,
  ): Promise<RunSources[]> {
    if (platform === null) {
      return this.db.query(
        `SELECT run_id, run_at, answers, sources FROM analytics_runs
          WHERE campaign_id = $1 AND ($2::timestamptz IS NULL OR run_at >= $2) AND answers > 0
            AND sources IS NOT NULL
          ORDER BY run_at`,
        [campaignId, since],
      );
    }
    const rows: (Omit<RunSources, 'sources'> & { sources: SourceStat[] })[] = await this.db.query(
      `SELECT run_id, run_at, answers, sources FROM analytics_run_platforms
        WHERE campaign_id = $1 AND platform = $2 AND ($3::timestamptz IS NULL OR run_at >= $3)
        ORDER BY run_at`,
      [campaignId, platform, since],
    );
    return rows.map((r) => ({
      ...r,
      sources: r.sources.map((s) => ({
        ...s,
        platforms: [{ platform, citedAnswers: s.citedAnswers, retrievedAnswers: s.retrievedAnswers }],
      })),
    }));
  }

  /** The engines' search queries per run and platform in the range. */
  async searchQueries(
    campaignId: string,
    platform: CampaignPlatformId | null,
    since: Date | null,
  ): Promise<{ platform: CampaignPlatformId; search_queries: { query: string; answers: number }[] }[]> {
    return this.db.query(
      `SELECT platform, search_queries FROM analytics_run_platforms
        WHERE campaign_id = $1 AND ($2::text IS NULL OR platform = $2) AND ($3::timestamptz IS NULL OR run_at >= $3)
          AND jsonb_array_length(search_queries) > 0`,
      [campaignId, platform, since],
    );
  }

  /**
   * Where a range starts: its start when a run with answers falls in it, else the latest such run's time
   * (a quiet month still shows the last run; as the overview's rows), null for 'all'.
   */
  async rangeSince(campaignId: string, since: Date | null): Promise<Date | null> {
    if (!since) return null;
    const [row]: { inside: boolean; last: Date | null }[] = await this.db.query(
      `SELECT EXISTS (SELECT 1 FROM analytics_run_platforms WHERE campaign_id = $1 AND run_at >= $2) AS inside,
              (SELECT max(run_at) FROM analytics_run_platforms WHERE campaign_id = $1) AS last`,
      [campaignId, since],
    );
    return row!.inside || !row!.last ? since : row!.last;
  }
}
