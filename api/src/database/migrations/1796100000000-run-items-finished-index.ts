import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * System Status reads each platform's run items finished in the last 24 h (calls, failures, last
 * error). Without this index that is a sequential scan of every run item ever stored.
 */
export class RunItemsFinishedIndex1796100000000 implements MigrationInterface {
  name = 'RunItemsFinishedIndex1796100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX run_items_platform_finished_idx ON run_items (platform, finished_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX run_items_platform_finished_idx`);
  }
}
