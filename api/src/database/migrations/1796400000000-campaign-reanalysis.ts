import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Re-analysis of stored answers (issue 14). One row per campaign tracks the latest re-analysis: the
 * analyzer version and brand-set hash it brings the answers to, how many answers it covers and has
 * done, and a cursor (run id, answer id) so a batch job that dies resumes where the last committed
 * batch ended. `batches` numbers the chain of batch jobs: a duplicate delivery of an old batch sees a
 * different number and does nothing. The (campaign, run, id) index serves the cursor walk.
 */
export class CampaignReanalysis1796400000000 implements MigrationInterface {
  name = 'CampaignReanalysis1796400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE campaign_reanalysis (
        campaign_id uuid PRIMARY KEY REFERENCES campaigns(id) ON DELETE CASCADE,
        status text NOT NULL CHECK (status IN ('running', 'done')),
        reason text NOT NULL CHECK (reason IN ('analyzer_version', 'brand_set')),
        analyzer_version integer NOT NULL,
        context_hash text NOT NULL,
        total integer NOT NULL,
        done integer NOT NULL DEFAULT 0,
        batches integer NOT NULL DEFAULT 0,
        cursor_run uuid,
        cursor_answer uuid,
        started_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      );
      CREATE INDEX answers_campaign_run_id_idx ON answers (campaign_id, run_id, id);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX answers_campaign_run_id_idx; DROP TABLE campaign_reanalysis;`);
  }
}
