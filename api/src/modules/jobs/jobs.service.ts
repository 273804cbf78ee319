import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PgBoss } from 'pg-boss';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { DATABASE_URL } from '../../database/database.module';

export type JobHandler = (data: unknown) => Promise<void>;

export interface QueueOptions {
  /** How often an idle worker polls, in seconds (pg-boss minimum 0.5; default 2). */
  pollingIntervalSeconds?: number;
  /** Attempts after the first failure, with exponential backoff. */
  retryLimit?: number;
  /** An active job not finished by then is failed and retried (its worker is presumed dead). */
  expireInSeconds?: number;
  /** Jobs of this queue handled at once by this process. */
  localConcurrency?: number;
  /** Also run every so often (cron, UTC): for sweeps such as due schedules. */
  cron?: string;
}

/**
 * pg-boss on the application's own database (embedded PGlite or PostgreSQL). Handlers registered with
 * `register` run in this process when ROLE is `all` or `worker`; every process can enqueue.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<string, { handler: JobHandler; options: QueueOptions }>();
  readonly boss: PgBoss;
  private started = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE_URL) url: string,
  ) {
    this.boss = new PgBoss({
      connectionString: url,
      schema: 'pgboss',
      max: 4,
      application_name: 'lantern-jobs',
      superviseIntervalSeconds: config.JOBS_SUPERVISE_SECONDS,
      monitorIntervalSeconds: config.JOBS_SUPERVISE_SECONDS,
    });
    this.boss.on('error', (err: Error) => this.logger.error(`pg-boss: ${err.message}`));
  }

  register(queue: string, handler: JobHandler, options: QueueOptions = {}): void {
    this.handlers.set(queue, { handler, options });
  }

  /**
   * Enqueues a job. Given the EntityManager of a transaction, the job is inserted in that transaction:
   * it exists exactly when the change that asked for it is committed.
   */
  async send(queue: string, data: object, manager?: EntityManager): Promise<void> {
    const db = transactionDb(manager);
    await this.boss.send(queue, data, db ? { db } : {});
  }

  /** Enqueues many jobs in one statement (in the transaction of `manager`, when given). */
  async sendMany(queue: string, data: object[], manager?: EntityManager): Promise<void> {
    if (data.length === 0) return;
    const db = transactionDb(manager);
    for (let i = 0; i < data.length; i += 1000) {
      await this.boss.insert(
        queue,
        data.slice(i, i + 1000).map((d) => ({ data: d })),
        db ? { db } : {},
      );
    }
  }

  get runsWorkers(): boolean {
    return this.config.ROLE !== 'api';
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const [queue, { handler, options }] of this.handlers) {
      await this.boss.createQueue(queue, {
        retryLimit: options.retryLimit ?? 3,
        retryBackoff: true,
        ...(options.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}),
      });
      if (options.cron) await this.boss.schedule(queue, options.cron);
      if (!this.runsWorkers) continue;
      await this.boss.work(
        queue,
        {
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
          localConcurrency: options.localConcurrency ?? 1,
        },
        async (jobs) => {
          for (const job of jobs) await handler(job.data);
        },
      );
    }
    this.logger.log(
      `pg-boss started (${this.handlers.size} queues, workers ${this.runsWorkers ? 'on' : 'off'})`,
    );
  }

  /** True when pg-boss is running and its schema answers. */
  async healthy(): Promise<boolean> {
    if (!this.started) return false;
    try {
      return await this.boss.isInstalled();
    } catch {
      return false;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.started) await this.boss.stop({ graceful: true, timeout: 5000 });
    this.started = false;
  }
}

/** pg-boss's database interface over the query runner of a TypeORM transaction. */
function transactionDb(manager: EntityManager | undefined) {
  const runner = manager?.queryRunner;
  return runner
    ? {
        executeSql: async (text: string, values?: unknown[]) => ({
          rows: (await runner.query(text, values, true)).records as unknown[],
        }),
      }
    : undefined;
}
