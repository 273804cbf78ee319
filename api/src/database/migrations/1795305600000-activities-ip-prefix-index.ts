import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail's IP filter is a prefix match (`ip_address LIKE '203.0.113.%'`), which no index
 * served: at a million rows its count was a sequential scan (~220 ms). text_pattern_ops lets the
 * planner turn the prefix into an index range whatever the database collation (bench/activities).
 */
export class ActivitiesIpPrefixIndex1795305600000 implements MigrationInterface {
  name = 'ActivitiesIpPrefixIndex1795305600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'CREATE INDEX activities_org_ip_prefix_idx ON activities (organization_id, ip_address text_pattern_ops)',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX activities_org_ip_prefix_idx');
  }
}
