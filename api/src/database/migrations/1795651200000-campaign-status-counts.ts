import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The campaign list (GET /campaigns/list) counted the account's campaigns twice on every request, a
 * total and a GROUP BY status: at 100,000 campaigns about 20 ms each on PostgreSQL, most of a 50 ms
 * budget (bench/campaigns).
 *
 * campaign_status_counts holds the number of campaigns per organization, account and status; a key's
 * count is the sum of its rows. Statement-level triggers with transition tables (as activity_counts)
 * keep it: each statement nets its old and new rows per key, and an update that moves no campaign
 * between keys (a run's last_run_id, last_update or next_run_at, a rename) writes nothing. A change
 * is added to one row of the key that no other transaction holds (FOR UPDATE SKIP LOCKED), or to a new
 * row when every row of the key is held. So a trigger never waits for a lock: runs change statuses
 * often, and the scheduler starts a batch of runs in one transaction; with one row per key, every
 * status change of the account would queue behind that batch, and opposite moves (PENDING ->
 * IN_PROGRESS, IN_PROGRESS -> FAILED, FAILED -> PENDING) in three transactions could deadlock. A key
 * has at most as many rows as transactions that once changed it at the same time. TRUNCATE empties it.
 *
 * Search: one stored lower(name, newline, website_domain) column under one trigram index replaces the
 * two trigram indexes of CampaignListIndexes1795564800000: a search is one LIKE on one column instead
 * of two ILIKEs. The newline keeps a term (without one) from matching across the two fields. Adding
 * the column rewrites the table, under a lock that also keeps writes out between the backfill below
 * and the triggers.
 */
export class CampaignStatusCounts1795651200000 implements MigrationInterface {
  name = 'CampaignStatusCounts1795651200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE campaigns
        ADD COLUMN search_text text GENERATED ALWAYS AS (lower(name || E'\\n' || website_domain)) STORED;
      CREATE INDEX campaigns_search_trgm_idx ON campaigns USING gin (search_text gin_trgm_ops);
      DROP INDEX campaigns_name_trgm_idx, campaigns_domain_trgm_idx;

      CREATE TABLE campaign_status_counts (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        organization_id uuid NOT NULL,
        account_id uuid NOT NULL,
        status text NOT NULL,
        n bigint NOT NULL
      );
      CREATE INDEX campaign_status_counts_key_idx ON campaign_status_counts (organization_id, account_id, status);
      INSERT INTO campaign_status_counts (organization_id, account_id, status, n)
        SELECT organization_id, account_id, status, count(*) FROM campaigns GROUP BY 1, 2, 3;

      CREATE FUNCTION campaign_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        orgs uuid[];
        accounts uuid[];
        statuses text[];
        deltas bigint[];
      BEGIN
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg(organization_id), array_agg(account_id), array_agg(status), array_agg(n)
            INTO orgs, accounts, statuses, deltas
            FROM (SELECT organization_id, account_id, status, count(*) AS n FROM new_rows GROUP BY 1, 2, 3) d;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg(organization_id), array_agg(account_id), array_agg(status), array_agg(n)
            INTO orgs, accounts, statuses, deltas
            FROM (SELECT organization_id, account_id, status, -count(*) AS n FROM old_rows GROUP BY 1, 2, 3) d;
        ELSE
          SELECT array_agg(organization_id), array_agg(account_id), array_agg(status), array_agg(n)
            INTO orgs, accounts, statuses, deltas
            FROM (SELECT organization_id, account_id, status, sum(d)::bigint AS n
                    FROM (SELECT organization_id, account_id, status, 1 AS d FROM new_rows
                          UNION ALL
                          SELECT organization_id, account_id, status, -1 AS d FROM old_rows) r
                   GROUP BY 1, 2, 3 HAVING sum(d) <> 0) d;
        END IF;
        IF deltas IS NULL THEN
          RETURN NULL;
        END IF;
        WITH pick AS (
               SELECT d.*, (SELECT k.id FROM campaign_status_counts k
                             WHERE k.organization_id = d.organization_id AND k.account_id = d.account_id
                               AND k.status = d.status
                             LIMIT 1 FOR UPDATE SKIP LOCKED) AS id
                 FROM unnest(orgs, accounts, statuses, deltas) AS d(organization_id, account_id, status, n)),
             added AS (UPDATE campaign_status_counts k SET n = k.n + p.n FROM pick p WHERE k.id = p.id)
        INSERT INTO campaign_status_counts (organization_id, account_id, status, n)
          SELECT organization_id, account_id, status, n FROM pick WHERE id IS NULL;
        RETURN NULL;
      END $$;
      CREATE FUNCTION campaign_status_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM campaign_status_counts;
        RETURN NULL;
      END $$;

      CREATE TRIGGER campaign_status_counts_on_insert AFTER INSERT ON campaigns
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_status_counts_apply();
      CREATE TRIGGER campaign_status_counts_on_update AFTER UPDATE ON campaigns
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION campaign_status_counts_apply();
      CREATE TRIGGER campaign_status_counts_on_delete AFTER DELETE ON campaigns
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campaign_status_counts_apply();
      CREATE TRIGGER campaign_status_counts_on_truncate AFTER TRUNCATE ON campaigns
        FOR EACH STATEMENT EXECUTE FUNCTION campaign_status_counts_clear();
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TRIGGER campaign_status_counts_on_truncate ON campaigns;
      DROP TRIGGER campaign_status_counts_on_delete ON campaigns;
      DROP TRIGGER campaign_status_counts_on_update ON campaigns;
      DROP TRIGGER campaign_status_counts_on_insert ON campaigns;
      DROP FUNCTION campaign_status_counts_clear();
      DROP FUNCTION campaign_status_counts_apply();
      DROP TABLE campaign_status_counts;
      CREATE INDEX campaigns_name_trgm_idx ON campaigns USING gin (name gin_trgm_ops);
      CREATE INDEX campaigns_domain_trgm_idx ON campaigns USING gin (website_domain gin_trgm_ops);
      DROP INDEX campaigns_search_trgm_idx;
      ALTER TABLE campaigns DROP COLUMN search_text;
    `);
  }
}
