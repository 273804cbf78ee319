import { Module } from '@nestjs/common';
import { CampaignsModule } from '../campaigns/campaigns.module';
import { AnalyticsAggregatesModule } from './aggregates/analytics-aggregates.module';
import { AggregatesRepository } from './aggregates/aggregates.repository';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsRepository } from './analytics.repository';
import { AnalyticsViewsService } from './analytics-views.service';
import { AnalyticsService } from './analytics.service';

@Module({
  imports: [CampaignsModule, AnalyticsAggregatesModule],
  controllers: [AnalyticsController],
  providers: [AnalyticsRepository, AnalyticsService, AnalyticsViewsService, AggregatesRepository],
})
export class AnalyticsModule {}
