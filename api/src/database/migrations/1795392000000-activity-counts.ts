import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Running totals of activity rows per organization, type and entity type, kept by statement-level
 * triggers. The activity list answers its total from here when it filters by nothing else, instead of
 * counting up to millions of rows per request.
 */
export class ActivityCounts1795392000000 implements MigrationInterface {
  name = 'ActivityCounts1795392000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE activity_counts (
        organization_id uuid NOT NULL,
        activity_type text NOT NULL,
        entity_type text NOT NULL,
        n bigint NOT NULL,
        PRIMARY KEY (organization_id, activity_type, entity_type)
      );
      INSERT INTO activity_counts (organization_id, activity_type, entity_type, n)
        SELECT organization_id, activity_type, entity_type, count(*) FROM activities
         WHERE organization_id IS NOT NULL GROUP BY 1, 2, 3;

      CREATE FUNCTION activity_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO activity_counts (organization_id, activity_type, entity_type, n)
          SELECT organization_id, activity_type, entity_type, count(*) FROM new_rows
           WHERE organization_id IS NOT NULL GROUP BY 1, 2, 3
        ON CONFLICT (organization_id, activity_type, entity_type)
          DO UPDATE SET n = activity_counts.n + EXCLUDED.n;
        RETURN NULL;
      END $$;
      CREATE FUNCTION activity_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE activity_counts c SET n = c.n - d.n
          FROM (SELECT organization_id, activity_type, entity_type, count(*) AS n FROM old_rows
                 WHERE organization_id IS NOT NULL GROUP BY 1, 2, 3) d
         WHERE c.organization_id = d.organization_id AND c.activity_type = d.activity_type
           AND c.entity_type = d.entity_type;
        RETURN NULL;
      END $$;
      CREATE TRIGGER activity_counts_on_insert AFTER INSERT ON activities
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_counts_add();
      CREATE TRIGGER activity_counts_on_delete AFTER DELETE ON activities
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_counts_remove();
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TRIGGER activity_counts_on_delete ON activities;
      DROP TRIGGER activity_counts_on_insert ON activities;
      DROP FUNCTION activity_counts_remove();
      DROP FUNCTION activity_counts_add();
      DROP TABLE activity_counts;
    `);
  }
}
