import { Module } from '@nestjs/common';
import { CompaniesController, PublicConfigController } from './companies.controller';
import { CompanySuggestService } from './company-suggest.service';

@Module({ controllers: [CompaniesController, PublicConfigController], providers: [CompanySuggestService] })
export class CompaniesModule {}
