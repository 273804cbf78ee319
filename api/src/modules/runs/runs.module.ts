import { Module } from '@nestjs/common';
import { AnalysisJudgeModule } from '../reanalysis/analysis-judge.service';
import { AnalyticsAggregatesModule } from '../analytics/aggregates/analytics-aggregates.module';
import { AnswersRepository } from './answers.repository';
import { RunItemWorker } from './run-item.worker';
import { RunScheduler } from './run-scheduler';
import { RunSummaryRepository } from './run-summary.repository';
import { RunsController } from './runs.controller';
import { RunsRepository } from './runs.repository';
import { RunsService } from './runs.service';

@Module({
  imports: [AnalysisJudgeModule, AnalyticsAggregatesModule],
  controllers: [RunsController],
  providers: [
    RunsRepository,
    RunsService,
    AnswersRepository,
    RunItemWorker,
    RunScheduler,
    RunSummaryRepository,
  ],
  exports: [RunsService, RunsRepository, RunSummaryRepository],
})
export class RunsModule {}
