import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ROLE_DEFINITIONS } from '@lantern/contracts';

export class IdentityAndCampaigns1732147200000 implements MigrationInterface {
  name = 'IdentityAndCampaigns1732147200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE roles (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL UNIQUE,
        display_name text NOT NULL,
        description text NOT NULL,
        is_default boolean NOT NULL DEFAULT false
      );
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        country text,
        state text NOT NULL DEFAULT 'active',
        login_type text NOT NULL DEFAULT 'email',
        password_hash text,
        token_version integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
      CREATE TABLE organizations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        description text,
        tier text NOT NULL DEFAULT 'free' CHECK (tier IN ('free', 'starter', 'business', 'enterprise')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        name text NOT NULL,
        description text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX accounts_org_idx ON accounts (organization_id, created_at);
      CREATE TABLE memberships (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        role_id uuid NOT NULL REFERENCES roles(id),
        status text NOT NULL DEFAULT 'active'
          CHECK (status IN ('active', 'inactive', 'pending', 'blocked', 'provisioned')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, account_id)
      );
      CREATE INDEX memberships_account_idx ON memberships (account_id);
      CREATE INDEX memberships_user_org_idx ON memberships (user_id, organization_id);
      CREATE TABLE activities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid,
        account_id uuid,
        user_id uuid,
        activity_type text NOT NULL,
        entity_type text NOT NULL,
        entity_id text,
        description text NOT NULL,
        ip_address text,
        user_agent text,
        metadata jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX activities_org_created_idx ON activities (organization_id, created_at DESC, id DESC);
      CREATE TABLE campaigns (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        organization_id uuid NOT NULL REFERENCES organizations(id) ON DELETE CASCADE,
        account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        name text NOT NULL,
        website_url text NOT NULL,
        website_domain text NOT NULL,
        brand_url text,
        location text NOT NULL,
        prompt_type text NOT NULL DEFAULT 'Commercial',
        breadth integer NOT NULL DEFAULT 5,
        depth integer NOT NULL DEFAULT 3,
        keywords text[] NOT NULL DEFAULT '{}',
        prompts_count integer NOT NULL DEFAULT 0,
        status text NOT NULL DEFAULT 'PENDING'
          CHECK (status IN ('COMPLETED', 'IN_PROGRESS', 'PENDING', 'FAILED')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX campaigns_account_created_idx ON campaigns (account_id, created_at DESC, id DESC);
    `);
    for (const r of ROLE_DEFINITIONS) {
      await q.query(
        'INSERT INTO roles (name, display_name, description, is_default) VALUES ($1, $2, $3, $4)',
        [r.name, r.displayName, r.description, r.isDefault],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE campaigns, activities, memberships, accounts, organizations, users, roles');
  }
}
