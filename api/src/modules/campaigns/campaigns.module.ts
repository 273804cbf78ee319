import { Module } from '@nestjs/common';
import { ReanalysisModule } from '../reanalysis/reanalysis.module';
import { RunsModule } from '../runs/runs.module';
import { CampaignsController } from './campaigns.controller';
import { CampaignsRepository } from './campaigns.repository';
import { CampaignsService } from './campaigns.service';
import { PromptsService } from './prompts.service';

@Module({
  imports: [RunsModule, ReanalysisModule],
  controllers: [CampaignsController],
  providers: [CampaignsRepository, CampaignsService, PromptsService],
  exports: [CampaignsRepository],
})
export class CampaignsModule {}
