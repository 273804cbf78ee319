import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { COUNTRIES, countryByCode } from '@lantern/contracts';
import {
  analyzeAnswer,
  isPlatformError,
  retryWithBackoff,
  toPlatformError,
  type AnalysisContext,
  type Brand,
} from '@lantern/engine';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { JobsService } from '../jobs/jobs.service';
import { PlatformCatalog } from '../platforms/platform-catalog.service';
import { RateSlots } from '../platforms/rate-slots';
import { AnalysisJudgeService } from '../reanalysis/analysis-judge.service';
import { AnswersRepository } from './answers.repository';
import { RunsRepository, type WorkItem } from './runs.repository';

export const RUN_ITEM_QUEUE = 'runs.item';
export interface RunItemJob {
  itemId: string;
}

/** Attempts per item, the first included; retryable errors only (429, 5xx, timeouts). */
const MAX_ATTEMPTS = 4;

class RunNotActive extends Error {}

/** The brand and competitors the answer is analyzed for. */
export function analysisContext(
  item: Pick<WorkItem, 'brand_name' | 'brand_aliases' | 'website_domain' | 'competitors'>,
): AnalysisContext {
  const brand: Brand = { name: item.brand_name, aliases: item.brand_aliases, domains: [item.website_domain] };
  return {
    brand,
    competitors: item.competitors.map((c) => ({ name: c.name, aliases: c.aliases, domains: c.domains })),
  };
}

/** "India" or "IN" -> "IN"; unknown locations ask without a country. */
function countryCode(location: string): string | undefined {
  const byLabel = COUNTRIES.find((c) => c.label.toLowerCase() === location.trim().toLowerCase());
  return byLabel?.code ?? countryByCode(location.trim())?.code;
}

/**
 * Executes one run item: ask the platform (at its shared rate limit, retrying only retryable errors
 * with backoff and the provider's Retry-After), analyze the answer and settle the item exactly once.
 * pg-boss delivers at least once; a second delivery of a settled item does nothing, and a result
 * arriving after a cancel is dropped. Platform failures are recorded on the item, never thrown: the
 * queue's own retries are only for a worker that died or lost its database.
 */
@Injectable()
export class RunItemWorker implements OnModuleInit {
  private readonly logger = new Logger('Runs');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
    private readonly runs: RunsRepository,
    private readonly answers: AnswersRepository,
    private readonly catalog: PlatformCatalog,
    private readonly slots: RateSlots,
    private readonly judge: AnalysisJudgeService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(RUN_ITEM_QUEUE, (data) => this.execute(data as RunItemJob), {
      pollingIntervalSeconds: 1,
      retryLimit: 5,
      expireInSeconds: this.config.RUN_ITEM_EXPIRE_SECONDS,
      localConcurrency: this.config.RUN_CONCURRENCY,
    });
  }

  async execute({ itemId }: RunItemJob): Promise<void> {
    const item = await this.runs.workItem(itemId);
    if (!item || item.item_status !== 'pending') return; // deleted, or settled by an earlier delivery
    if (item.run_status !== 'PENDING' && item.run_status !== 'IN_PROGRESS') return;
    await this.runs.markStarted(item.run_id, item.campaign_id);

    const context = analysisContext(item);
    const info = this.catalog.info(item.platform);
    const platform = this.catalog.adapter(item.platform, {
      brands: [context.brand, ...context.competitors],
      seed: item.campaign_id,
    });
    const country = countryCode(item.location);
    let attempts = 0;
    try {
      const answer = await retryWithBackoff(
        async () => {
          if (!(await this.runs.isRunActive(item.run_id))) throw new RunNotActive();
          attempts += 1;
          // Simulated platforms share the sandbox's limit; real ones each have their provider's.
          await this.slots.acquire(info.simulated ? 'sandbox' : item.platform, info.requestsPerMinute);
          try {
            return await platform.ask(item.prompt, {
              ...(country ? { country } : {}),
              sample: `${item.run_id}:${item.sample}`,
            });
          } catch (error) {
            throw toPlatformError(item.platform, error);
          }
        },
        {
          maxAttempts: MAX_ATTEMPTS,
          baseDelayMs: this.config.RUN_RETRY_BASE_MS,
          isRetryable: (e) => isPlatformError(e) && e.retryable,
        },
      );
      const analysis = await this.judge.refine(answer.text, analyzeAnswer(answer, context), context);
      await this.db.transaction((m) =>
        this.runs.settleItem(m, item, { status: 'answered', attempts }, (tx) =>
          this.answers.insert(tx, item, answer, analysis),
        ),
      );
    } catch (error) {
      if (error instanceof RunNotActive) return;
      // Only the provider's failures settle the item; anything else (the database) fails the job,
      // and pg-boss delivers it again.
      if (!isPlatformError(error)) throw error;
      const failure = error;
      this.logger.warn(
        `item ${item.id} on ${item.platform} failed after ${attempts} attempt(s): ${failure.message}`,
      );
      await this.db.transaction(async (m) => {
        await this.runs.settleItem(m, item, {
          status: 'failed',
          attempts,
          errorKind: failure.kind,
          errorMessage: failure.message.slice(0, 500),
        });
        // A rejected key or an exhausted budget fails every later call too: stop asking.
        if (failure.kind === 'auth' || failure.kind === 'spend_limit') {
          await this.runs.failRemaining(
            m,
            item.run_id,
            item.campaign_id,
            item.platform,
            failure.kind,
            failure.message.slice(0, 500),
          );
        }
      });
    }
  }
}
