import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Identity issue: the user's current context, invitations, password resets, the mail outbox, shared
 * rate-limit windows, per-account feature flags, and the audit trail's actor snapshot and search index.
 */
export class AccessInvitesAudit1763769600000 implements MigrationInterface {
  name = 'AccessInvitesAudit1763769600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE EXTENSION IF NOT EXISTS pg_trgm;

      ALTER TABLE users
        ADD COLUMN current_organization_id uuid REFERENCES organizations(id) ON DELETE SET NULL,
        ADD COLUMN current_account_id uuid REFERENCES accounts(id) ON DELETE SET NULL;

      CREATE TABLE invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        email text NOT NULL,
        role_id uuid NOT NULL REFERENCES roles(id),
        invited_by uuid REFERENCES users(id) ON DELETE SET NULL,
        token_hash text NOT NULL UNIQUE,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'revoked', 'expired')),
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX invitations_account_status_idx ON invitations (account_id, status);
      CREATE INDEX invitations_org_user_idx ON invitations (organization_id, user_id, created_at DESC);

      CREATE TABLE password_resets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX password_resets_user_idx ON password_resets (user_id) WHERE used_at IS NULL;

      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        link text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'outbox')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      );
      CREATE INDEX mail_outbox_to_idx ON mail_outbox (lower(to_address), created_at DESC);

      CREATE TABLE rate_limits (
        key text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        hits integer NOT NULL
      );

      CREATE TABLE feature_flags (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid REFERENCES accounts(id) ON DELETE CASCADE,
        path text NOT NULL,
        value boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX feature_flags_scope_path_key
        ON feature_flags (coalesce(account_id, '00000000-0000-0000-0000-000000000000'::uuid), path);

      ALTER TABLE activities
        ADD COLUMN user_name text,
        ADD COLUMN user_email text,
        ADD COLUMN search_text text GENERATED ALWAYS AS (
          lower(description || ' ' || coalesce(user_name, '') || ' ' || coalesce(user_email, '') || ' ' ||
                coalesce(ip_address, '') || ' ' || coalesce(entity_id, ''))
        ) STORED;
      CREATE INDEX activities_org_type_created_idx ON activities (organization_id, activity_type, created_at DESC);
      CREATE INDEX activities_org_entity_created_idx ON activities (organization_id, entity_type, created_at DESC);
      CREATE INDEX activities_org_user_created_idx ON activities (organization_id, user_id, created_at DESC);
      CREATE INDEX activities_search_trgm_idx ON activities USING gin (search_text gin_trgm_ops);
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP INDEX activities_search_trgm_idx, activities_org_user_created_idx, activities_org_entity_created_idx,
        activities_org_type_created_idx;
      ALTER TABLE activities DROP COLUMN search_text, DROP COLUMN user_email, DROP COLUMN user_name;
      DROP TABLE feature_flags, rate_limits, mail_outbox, password_resets, invitations;
      ALTER TABLE users DROP COLUMN current_account_id, DROP COLUMN current_organization_id;
    `);
  }
}
