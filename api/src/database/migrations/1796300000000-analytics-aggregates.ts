import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stored analytics aggregates (issue 13). GET /campaigns/{id}/analytics read and analyzed every answer
 * of the platform's last runs on each request (and the page polls it): at 225,000 answers that is
 * seconds. A run's aggregates are written once, when it reaches its terminal state, and rebuilt when
 * its answers' analysis changes (AnalyticsAggregates.rebuildRun):
 *
 * - analytics_runs: one row per settled run (status, answers), the marker that its aggregates exist.
 * - analytics_run_platforms: per run and platform, the additive tallies of the brand and every
 *   competitor (engine metrics/tally.ts), the domains' counts alone (summed in SQL for a range), the
 *   sources in full (cited and retrieved domains with their URLs and prompts), the
 *   engines' search queries, insights and suggested competitors.
 * - analytics_run_prompts: per run, platform and prompt, the brand's tally as columns, so a date range
 *   sums in SQL, and the competitors mentioned.
 */
export class AnalyticsAggregates1796300000000 implements MigrationInterface {
  name = 'AnalyticsAggregates1796300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE analytics_runs (
        run_id uuid PRIMARY KEY REFERENCES campaign_runs(id) ON DELETE CASCADE,
        campaign_id uuid NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
        run_at timestamptz NOT NULL,
        status text NOT NULL,
        total_items integer NOT NULL,
        answers integer NOT NULL,
        built_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX analytics_runs_campaign_idx ON analytics_runs (campaign_id, run_at DESC);

      CREATE TABLE analytics_run_platforms (
        run_id uuid NOT NULL REFERENCES analytics_runs(run_id) ON DELETE CASCADE,
        campaign_id uuid NOT NULL,
        platform text NOT NULL,
        run_at timestamptz NOT NULL,
        answers integer NOT NULL,
        simulated boolean NOT NULL,
        brands jsonb NOT NULL,
        domains jsonb NOT NULL,
        sources jsonb NOT NULL,
        search_queries jsonb NOT NULL,
        insights jsonb NOT NULL,
        suggestions jsonb NOT NULL,
        PRIMARY KEY (run_id, platform)
      );
      CREATE INDEX analytics_run_platforms_campaign_idx
        ON analytics_run_platforms (campaign_id, platform, run_at DESC);

      CREATE TABLE analytics_run_prompts (
        run_id uuid NOT NULL REFERENCES analytics_runs(run_id) ON DELETE CASCADE,
        campaign_id uuid NOT NULL,
        platform text NOT NULL,
        run_at timestamptz NOT NULL,
        prompt_id uuid NOT NULL,
        prompt text NOT NULL,
        answers integer NOT NULL,
        mentioning integer NOT NULL,
        tracked_mentions integer NOT NULL,
        with_citations integer NOT NULL,
        citing integer NOT NULL,
        recommending integer NOT NULL,
        position_sum double precision NOT NULL,
        position_count integer NOT NULL,
        prominence_sum double precision NOT NULL,
        score_sum double precision NOT NULL,
        score_count integer NOT NULL,
        positive integer NOT NULL,
        neutral integer NOT NULL,
        negative integer NOT NULL,
        competitors text[] NOT NULL,
        PRIMARY KEY (run_id, platform, prompt_id)
      );
      CREATE INDEX analytics_run_prompts_campaign_idx
        ON analytics_run_prompts (campaign_id, platform, run_at DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE analytics_run_prompts, analytics_run_platforms, analytics_runs');
  }
}
