import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The campaign list (GET /campaigns/list) sorts an account's campaigns by one of five columns, then
 * id, and filters by status or by a substring of the name or domain. Only the created_at order had an
 * index: at 100,000 campaigns per account every other sort was a parallel sequential scan and a top-N
 * sort (~75 ms), as were the page count and every search (~240 ms for a 1 % match). One btree per
 * sort column (scanned backwards for desc); the status one carries organization_id so that the
 * account's count is an index-only scan. The trigram indexes serve `ILIKE '%term%'` on each column;
 * pg_trgm is created by AccessInvitesAudit1763769600000 (bench/campaigns).
 */
export class CampaignListIndexes1795564800000 implements MigrationInterface {
  name = 'CampaignListIndexes1795564800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE INDEX campaigns_account_name_idx ON campaigns (account_id, name, id);
      CREATE INDEX campaigns_account_status_idx ON campaigns (account_id, status, id) INCLUDE (organization_id);
      CREATE INDEX campaigns_account_prompts_idx ON campaigns (account_id, prompts_count, id);
      CREATE INDEX campaigns_account_updated_idx ON campaigns (account_id, updated_at DESC, id DESC);
      CREATE INDEX campaigns_name_trgm_idx ON campaigns USING gin (name gin_trgm_ops);
      CREATE INDEX campaigns_domain_trgm_idx ON campaigns USING gin (website_domain gin_trgm_ops);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX campaigns_domain_trgm_idx, campaigns_name_trgm_idx, campaigns_account_updated_idx,
        campaigns_account_prompts_idx, campaigns_account_status_idx, campaigns_account_name_idx;
    `);
  }
}
