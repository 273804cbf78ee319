import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { SystemStatusController } from './system-status.controller';

@Module({ controllers: [HealthController, SystemStatusController], providers: [HealthController] })
export class HealthModule {}
