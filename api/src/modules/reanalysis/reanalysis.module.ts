import { Module } from '@nestjs/common';
import { AnalysisJudgeModule } from './analysis-judge.service';
import { AnalyticsAggregatesModule } from '../analytics/aggregates/analytics-aggregates.module';
import { RunAggregates } from '../analytics/aggregates/run-aggregates';
import { ANALYTICS_REBUILD_HOOK, type AnalyticsRebuildHook } from './analytics-rebuild.hook';
import { ReanalysisController } from './reanalysis.controller';
import { ReanalysisRepository } from './reanalysis.repository';
import { ReanalysisWorker } from './reanalysis.worker';

/** Re-analysis of stored answers when the analyzer version or a campaign's brand set changes. */
@Module({
  imports: [AnalysisJudgeModule, AnalyticsAggregatesModule],
  controllers: [ReanalysisController],
  providers: [
    ReanalysisRepository,
    ReanalysisWorker,
    // Re-analysed answers rebuild the run's stored analytics aggregates.
    {
      provide: ANALYTICS_REBUILD_HOOK,
      inject: [RunAggregates],
      useFactory: (aggregates: RunAggregates): AnalyticsRebuildHook => ({
        afterRunReanalysed: (runId) => aggregates.rebuildRun(runId),
      }),
    },
  ],
  exports: [ReanalysisWorker],
})
export class ReanalysisModule {}
