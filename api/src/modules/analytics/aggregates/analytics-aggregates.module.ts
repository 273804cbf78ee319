import { Module } from '@nestjs/common';
import { RunAggregates } from './run-aggregates';

/**
 * The writer of stored analytics aggregates, on its own so the runs module can call it when a run
 * settles without importing the analytics module (which imports campaigns, which imports runs).
 */
@Module({ providers: [RunAggregates], exports: [RunAggregates] })
export class AnalyticsAggregatesModule {}
