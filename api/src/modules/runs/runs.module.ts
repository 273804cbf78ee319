import { Module } from '@nestjs/common';
import { AnswersRepository } from './answers.repository';
import { RunItemWorker } from './run-item.worker';
import { RunScheduler } from './run-scheduler';
import { RunsController } from './runs.controller';
import { RunsRepository } from './runs.repository';
import { RunsService } from './runs.service';

@Module({
  controllers: [RunsController],
  providers: [RunsRepository, RunsService, AnswersRepository, RunItemWorker, RunScheduler],
  exports: [RunsService, RunsRepository],
})
export class RunsModule {}
