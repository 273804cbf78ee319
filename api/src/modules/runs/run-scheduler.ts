import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { JobsService } from '../jobs/jobs.service';
import { RunsRepository } from './runs.repository';
import { RunsService } from './runs.service';

export const RUN_SCHEDULE_QUEUE = 'runs.schedule';
/** Campaigns started per sweep; the next sweep takes the rest. */
const BATCH = 50;

/**
 * Daily and weekly runs. A sweep every minute (a pg-boss schedule, so one process runs it) starts a run
 * for each due campaign and moves its next run time past now. A campaign whose previous run is still
 * going skips that slot rather than stacking runs.
 */
@Injectable()
export class RunScheduler implements OnModuleInit {
  private readonly logger = new Logger('Runs');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobsService,
    private readonly repo: RunsRepository,
    private readonly runs: RunsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(RUN_SCHEDULE_QUEUE, () => this.sweep().then(() => undefined), {
      cron: '* * * * *',
      retryLimit: 0,
    });
  }

  /** Starts the due runs; returns how many started. */
  async sweep(): Promise<number> {
    return this.db.transaction(async (m) => {
      let started = 0;
      for (const campaign of await this.repo.lockDueCampaigns(m, BATCH)) {
        if (!(await this.repo.activeRun(m, campaign.id))) {
          await this.runs.startLocked(m, campaign, 'schedule', campaign.created_by);
          started += 1;
        }
        await this.repo.advanceSchedule(m, campaign.id);
      }
      if (started > 0) this.logger.log(`started ${started} scheduled run(s)`);
      return started;
    });
  }
}
