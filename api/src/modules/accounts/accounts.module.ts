import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AccountsController } from './accounts.controller';
import { AccountsRepository } from './accounts.repository';
import { AccountsService } from './accounts.service';
import { MembersService } from './members.service';

@Module({
  imports: [UsersModule],
  controllers: [AccountsController],
  providers: [AccountsRepository, AccountsService, MembersService],
  exports: [AccountsRepository],
})
export class AccountsModule {}
