import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { InvitesController } from './invites.controller';
import { InvitesRepository } from './invites.repository';
import { InvitesService } from './invites.service';

@Module({
  imports: [AuthModule, UsersModule],
  controllers: [InvitesController],
  providers: [InvitesRepository, InvitesService],
})
export class InvitesModule {}
