import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SourceRow } from '@lantern/contracts';
import {
  aggregateRunPlatform,
  type AnalyzedAnswer,
  type AnswerAnalysis,
  type PlatformId,
  sourceStats,
  type Tally,
} from '@lantern/engine';
import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

interface AnswerForAggregate {
  id: string;
  prompt_id: string;
  prompt: string;
  platform: PlatformId;
  analysis: AnswerAnalysis;
  search_queries: string[];
}

/** Search queries kept per run and platform. */
const SEARCH_QUERIES_KEPT = 50;

const TERMINAL = ['COMPLETED', 'FAILED', 'CANCELLED'];

const toAnalyzed =
  (runId: string, runAt: string) =>
  (a: AnswerForAggregate): AnalyzedAnswer => ({
    id: a.id,
    prompt: a.prompt,
    platform: a.platform,
    runId,
    runAt,
    analysis: a.analysis,
  });

function searchQueries(answers: AnswerForAggregate[]): { query: string; answers: number }[] {
  const counts = new Map<string, number>();
  for (const a of answers) {
    for (const q of new Set(a.search_queries ?? [])) counts.set(q, (counts.get(q) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, SEARCH_QUERIES_KEPT)
    .map(([query, n]) => ({ query, answers: n }));
}

const promptColumns = (t: Tally) => ({
  answers: t.answers,
  mentioning: t.mentioning,
  tracked_mentions: t.trackedMentions,
  with_citations: t.withCitations,
  citing: t.citing,
  recommending: t.recommending,
  position_sum: t.positionSum,
  position_count: t.positionCount,
  prominence_sum: t.prominenceSum,
  score_sum: t.scoreSum,
  score_count: t.scoreCount,
  positive: t.positive,
  neutral: t.neutral,
  negative: t.negative,
});

/**
 * Writes the stored analytics aggregates (migration 1796300000000). The runs module calls
 * `rebuildRun` when a run reaches its terminal state (in that transaction); the re-analysis job calls
 * `rebuildRun` / `rebuildCampaign` after it rewrites answers' analysis. Reads call `ensureCampaign` so
 * runs settled before the aggregates existed are built once, on first view.
 */
@Injectable()
export class RunAggregates {
  private readonly logger = new Logger(RunAggregates.name);
  /** Campaigns checked by ensureCampaign in this process: later runs are built by the settle hook. */
  private readonly ensured = new Set<string>();

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Rebuilds one settled run's aggregates (replacing any); a run still active is left alone. */
  async rebuildRun(runId: string, m?: EntityManager): Promise<void> {
    if (!m) return this.db.transaction((tx) => this.rebuildRun(runId, tx));
    await m.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`analytics:${runId}`]);
    const [run]: { campaign_id: string; created_at: Date; status: string; total_items: number }[] =
      await m.query('SELECT campaign_id, created_at, status, total_items FROM campaign_runs WHERE id = $1', [
        runId,
      ]);
    if (!run || !TERMINAL.includes(run.status)) return;
    await m.query('DELETE FROM analytics_runs WHERE run_id = $1', [runId]);
    const runAt = new Date(run.created_at).toISOString();
    const answers: AnswerForAggregate[] = await m.query(
      `SELECT id, prompt_id, prompt, platform, analysis, search_queries FROM answers
        WHERE run_id = $1 ORDER BY platform, created_at, id`,
      [runId],
    );
    await m.query(
      `INSERT INTO analytics_runs (run_id, campaign_id, run_at, status, total_items, answers)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [runId, run.campaign_id, run.created_at, run.status, run.total_items, answers.length],
    );
    // Each answer is turned into its analysed form once: per platform below, and across platforms for
    // the run's merged sources.
    const analyzed = answers.map(toAnalyzed(runId, runAt));
    const byPlatform = new Map<PlatformId, { group: AnswerForAggregate[]; analyzed: AnalyzedAnswer[] }>();
    answers.forEach((a, i) => {
      const entry = byPlatform.get(a.platform) ?? { group: [], analyzed: [] };
      entry.group.push(a);
      entry.analyzed.push(analyzed[i]!);
      byPlatform.set(a.platform, entry);
    });
    const domainPlatforms = new Map<string, SourceRow['platforms']>();
    for (const [platform, { group, analyzed: platformAnswers }] of byPlatform) {
      const previous = await this.previousAnswers(m, run.campaign_id, platform, run.created_at);
      const agg = aggregateRunPlatform(platformAnswers, previous);
      for (const s of agg.sources) {
        const list = domainPlatforms.get(s.domain) ?? [];
        list.push({ platform, citedAnswers: s.citedAnswers, retrievedAnswers: s.retrievedAnswers });
        domainPlatforms.set(s.domain, list);
      }
      await m.query(
        `INSERT INTO analytics_run_platforms
           (run_id, campaign_id, platform, run_at, answers, simulated, brands, domains, sources, search_queries, insights, suggestions)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          runId,
          run.campaign_id,
          platform,
          run.created_at,
          agg.answers,
          agg.simulated,
          JSON.stringify(agg.brands),
          JSON.stringify(agg.sources.map(({ urls: _u, prompts: _p, ...domain }) => domain)),
          JSON.stringify(agg.sources),
          JSON.stringify(searchQueries(group)),
          JSON.stringify(agg.insights),
          JSON.stringify(agg.suggestions),
        ],
      );
      const promptIds = new Map(group.map((a) => [a.prompt, a.prompt_id]));
      const rows = agg.prompts.map((p) => ({
        prompt_id: promptIds.get(p.prompt),
        prompt: p.prompt,
        competitors: p.competitors,
        ...promptColumns(p.tally),
      }));
      await m.query(
        `INSERT INTO analytics_run_prompts
           (run_id, campaign_id, platform, run_at, prompt_id, prompt, answers, mentioning, tracked_mentions,
            with_citations, citing, recommending, position_sum, position_count, prominence_sum, score_sum,
            score_count, positive, neutral, negative, competitors)
         SELECT $1, $2, $3, $4, x.prompt_id, x.prompt, x.answers, x.mentioning, x.tracked_mentions,
                x.with_citations, x.citing, x.recommending, x.position_sum, x.position_count, x.prominence_sum,
                x.score_sum, x.score_count, x.positive, x.neutral, x.negative,
                ARRAY(SELECT jsonb_array_elements_text(x.competitors))
           FROM jsonb_to_recordset($5::jsonb) AS x(
             prompt_id uuid, prompt text, answers int, mentioning int, tracked_mentions int, with_citations int,
             citing int, recommending int, position_sum float8, position_count int, prominence_sum float8,
             score_sum float8, score_count int, positive int, neutral int, negative int, competitors jsonb)`,
        [runId, run.campaign_id, platform, run.created_at, JSON.stringify(rows)],
      );
    }
    // The run's sources across platforms, for the Sources view's 'All platforms' (one list per run).
    const runSources: SourceRow[] = sourceStats(analyzed).map((s) => ({
      ...s,
      platforms: domainPlatforms.get(s.domain) ?? [],
    }));
    await m.query('UPDATE analytics_runs SET sources = $2 WHERE run_id = $1', [
      runId,
      JSON.stringify(runSources),
    ]);
  }

  /** Rebuilds every settled run of a campaign, oldest first (each run's insights look at the one before). */
  async rebuildCampaign(campaignId: string): Promise<void> {
    const runs: { id: string }[] = await this.db.query(
      `SELECT id FROM campaign_runs WHERE campaign_id = $1 AND status = ANY($2) ORDER BY created_at`,
      [campaignId, TERMINAL],
    );
    for (const r of runs) await this.rebuildRun(r.id);
  }

  /**
   * Builds the aggregates of settled runs that have none yet, or no merged sources (runs settled before
   * migration 1796300000000 or 1796500000000).
   */
  async ensureCampaign(campaignId: string): Promise<void> {
    if (this.ensured.has(campaignId)) return;
    const missing: { id: string }[] = await this.db.query(
      `SELECT r.id FROM campaign_runs r
        WHERE r.campaign_id = $1 AND r.status = ANY($2)
          AND NOT EXISTS (SELECT 1 FROM analytics_runs x WHERE x.run_id = r.id AND x.sources IS NOT NULL)
        ORDER BY r.created_at`,
      [campaignId, TERMINAL],
    );
    if (missing.length > 0) {
      this.logger.log(`building analytics aggregates of ${missing.length} run(s) of campaign ${campaignId}`);
      for (const r of missing) await this.rebuildRun(r.id);
    }
    this.ensured.add(campaignId);
  }

  /** The platform's answers in the campaign's run before `before` that has any there. */
  private async previousAnswers(
    m: Db,
    campaignId: string,
    platform: PlatformId,
    before: Date,
  ): Promise<AnalyzedAnswer[]> {
    const [prev]: { run_id: string; run_at: Date }[] = await m.query(
      `SELECT run_id, run_at FROM analytics_run_platforms
        WHERE campaign_id = $1 AND platform = $2 AND run_at < $3 ORDER BY run_at DESC LIMIT 1`,
      [campaignId, platform, before],
    );
    if (!prev) return [];
    const rows: AnswerForAggregate[] = await m.query(
      `SELECT id, prompt_id, prompt, platform, analysis, search_queries FROM answers
        WHERE run_id = $1 AND platform = $2`,
      [prev.run_id, platform],
    );
    return rows.map(toAnalyzed(prev.run_id, new Date(prev.run_at).toISOString()));
  }
}
