import { Module } from '@nestjs/common';
import { AccountsController } from './accounts.controller';
import { AccountsRepository } from './accounts.repository';

@Module({ controllers: [AccountsController], providers: [AccountsRepository] })
export class AccountsModule {}
