import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The visibility engine's data: a campaign's brand, competitors, platforms, samples and schedule; its
 * prompts; runs and their items (prompt x platform x sample, unique, so a job delivered twice cannot
 * store a second answer); the stored answers with their analysis; and the shared per-platform rate
 * slots every worker process reserves before calling a provider.
 */
export class CampaignRuns1795478400000 implements MigrationInterface {
  name = 'CampaignRuns1795478400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE campaigns
        ADD COLUMN brand_name text NOT NULL DEFAULT '',
        ADD COLUMN brand_aliases text[] NOT NULL DEFAULT '{}',
        ADD COLUMN competitors jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN platforms text[] NOT NULL DEFAULT '{chatgpt,perplexity,gemini,claude,google_ai_overview}',
        ADD COLUMN samples integer NOT NULL DEFAULT 3 CHECK (samples BETWEEN 1 AND 5),
        ADD COLUMN schedule text NOT NULL DEFAULT 'none' CHECK (schedule IN ('none', 'daily', 'weekly')),
        ADD COLUMN next_run_at timestamptz,
        ADD COLUMN prompt_method text NOT NULL DEFAULT 'MANUAL_ADD',
        ADD COLUMN last_run_id uuid,
        ADD COLUMN last_update timestamptz,
        ADD COLUMN created_by uuid REFERENCES users(id) ON DELETE SET NULL;
      CREATE INDEX campaigns_due_idx ON campaigns (next_run_at) WHERE schedule <> 'none';

      CREATE TABLE campaign_prompts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        campaign_id uuid NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
        text text NOT NULL,
        topic text,
        position integer NOT NULL,
        archived_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX campaign_prompts_text_key ON campaign_prompts (campaign_id, lower(text));
      CREATE INDEX campaign_prompts_position_idx ON campaign_prompts (campaign_id, position);

      CREATE TABLE campaign_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        campaign_id uuid NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'PENDING'
          CHECK (status IN ('PENDING', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'CANCELLED')),
        trigger text NOT NULL CHECK (trigger IN ('create', 'manual', 'schedule')),
        total_items integer NOT NULL,
        answered_items integer NOT NULL DEFAULT 0,
        failed_items integer NOT NULL DEFAULT 0,
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        started_at timestamptz,
        finished_at timestamptz,
        CHECK (answered_items + failed_items <= total_items)
      );
      CREATE UNIQUE INDEX campaign_runs_one_active ON campaign_runs (campaign_id)
        WHERE status IN ('PENDING', 'IN_PROGRESS');
      CREATE INDEX campaign_runs_campaign_idx ON campaign_runs (campaign_id, created_at DESC);

      CREATE TABLE run_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        run_id uuid NOT NULL REFERENCES campaign_runs(id) ON DELETE CASCADE,
        prompt_id uuid NOT NULL REFERENCES campaign_prompts(id) ON DELETE CASCADE,
        platform text NOT NULL,
        sample integer NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'answered', 'failed', 'cancelled')),
        attempts integer NOT NULL DEFAULT 0,
        error_kind text,
        error_message text,
        finished_at timestamptz,
        UNIQUE (run_id, prompt_id, platform, sample)
      );
      CREATE INDEX run_items_run_platform_idx ON run_items (run_id, platform, status);

      CREATE TABLE answers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        item_id uuid NOT NULL UNIQUE REFERENCES run_items(id) ON DELETE CASCADE,
        run_id uuid NOT NULL REFERENCES campaign_runs(id) ON DELETE CASCADE,
        campaign_id uuid NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
        prompt_id uuid NOT NULL REFERENCES campaign_prompts(id) ON DELETE CASCADE,
        prompt text NOT NULL,
        platform text NOT NULL,
        sample integer NOT NULL,
        model text NOT NULL,
        simulated boolean NOT NULL,
        text text NOT NULL,
        retrieved_sources jsonb NOT NULL DEFAULT '[]',
        cited_sources jsonb NOT NULL DEFAULT '[]',
        search_queries jsonb NOT NULL DEFAULT '[]',
        organic_results jsonb,
        usage jsonb NOT NULL DEFAULT '{}',
        latency_ms integer NOT NULL,
        raw jsonb,
        analysis jsonb NOT NULL,
        analysis_version integer NOT NULL,
        brand_mentioned boolean NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX answers_campaign_platform_idx ON answers (campaign_id, platform, created_at DESC, id DESC);
      CREATE INDEX answers_run_idx ON answers (run_id, platform);

      CREATE TABLE platform_slots (
        platform text PRIMARY KEY,
        next_at timestamptz NOT NULL
      );
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DROP TABLE platform_slots, answers, run_items, campaign_runs, campaign_prompts;
      DROP INDEX campaigns_due_idx;
      ALTER TABLE campaigns
        DROP COLUMN brand_name, DROP COLUMN brand_aliases, DROP COLUMN competitors, DROP COLUMN platforms,
        DROP COLUMN samples, DROP COLUMN schedule, DROP COLUMN next_run_at, DROP COLUMN prompt_method,
        DROP COLUMN last_run_id, DROP COLUMN last_update, DROP COLUMN created_by;
    `);
  }
}
