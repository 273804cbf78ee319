import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthModule } from '../auth/auth.module';
import { AccessGuard } from './access.guard';
import { AccessService } from './access.service';
import { PermissionsController } from './permissions.controller';

@Global()
@Module({
  imports: [AuthModule],
  controllers: [PermissionsController],
  providers: [AccessService, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [AccessService],
})
export class AccessModule {}
