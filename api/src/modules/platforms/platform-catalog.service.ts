import { Inject, Injectable } from '@nestjs/common';
import { platformLabel, type CampaignPlatformId, type PlatformStatus } from '@lantern/contracts';
import { createPlatform, listPlatforms, type Brand, type Platform, type PlatformInfo } from '@lantern/engine';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';

/**
 * The answer engines as this deployment has them configured: each real when its key is set in the
 * environment, otherwise simulated by the sandbox (and labelled so in data and UI).
 */
@Injectable()
export class PlatformCatalog {
  private readonly infos: Map<CampaignPlatformId, PlatformInfo>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.infos = new Map(listPlatforms(config.platformEnv).map((p) => [p.id, p]));
  }

  list(): PlatformStatus[] {
    return [...this.infos.values()].map((p) => ({
      id: p.id,
      label: platformLabel(p.id),
      configured: p.configured,
      simulated: p.simulated,
      model: p.model,
      requestsPerMinute: p.requestsPerMinute,
    }));
  }

  info(id: CampaignPlatformId): PlatformInfo {
    const info = this.infos.get(id);
    if (!info) throw new Error(`Unknown platform ${id}`);
    return info;
  }

  /**
   * The adapter for one call. The sandbox stand-in knows the campaign's brands (so simulated answers
   * mention them) and is seeded per run, so a run's simulated answers are reproducible.
   */
  adapter(id: CampaignPlatformId, sandbox: { brands: Brand[]; seed: string }): Platform {
    return createPlatform(id, this.config.platformEnv, { sandbox });
  }

  /** The LLM used to generate prompts: the first configured chat platform, if any. */
  generator(): Platform | undefined {
    const id = (['chatgpt', 'claude', 'gemini', 'perplexity', 'openai_compatible'] as const).find(
      (p) => this.infos.get(p)?.configured,
    );
    return id ? createPlatform(id, this.config.platformEnv, { requireConfigured: true }) : undefined;
  }
}
