import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Sources view across platforms reads one merged source list per run (every platform's answers,
 * with each domain's per-platform counts) instead of merging five per-platform lists per run on each
 * request. Runs built before this migration have NULL and are rebuilt once, on first view
 * (RunAggregates.ensureCampaign).
 */
export class RunSources1796500000000 implements MigrationInterface {
  name = 'RunSources1796500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE analytics_runs ADD COLUMN sources jsonb');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE analytics_runs DROP COLUMN sources');
  }
}
