import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * run_summaries: the headline figures of each finished run (overall visibility and share of voice of
 * the campaign's brand over all the run's answers), written once when the run settles
 * (api/src/modules/runs/run-summary.repository.ts) with the engine's metrics. The dashboard list reads
 * the last few per campaign of its page through (campaign_id, finished_at DESC): at most
 * 100 campaigns x 8 index entries, whatever the number of answers. Runs finished before this
 * migration have no row; their campaigns show figures from their next run on.
 */
export class RunSummaries1796200000000 implements MigrationInterface {
  name = 'RunSummaries1796200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE run_summaries (
        run_id uuid PRIMARY KEY REFERENCES campaign_runs(id) ON DELETE CASCADE,
        campaign_id uuid NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
        status text NOT NULL,
        finished_at timestamptz NOT NULL,
        answers integer NOT NULL,
        visibility double precision,
        share_of_voice double precision
      );
      CREATE INDEX run_summaries_campaign_idx ON run_summaries (campaign_id, finished_at DESC);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE run_summaries');
  }
}
