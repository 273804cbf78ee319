import { Global, Module } from '@nestjs/common';
import { TenancyRepository } from './tenancy.repository';
import { TenancyService } from './tenancy.service';

@Global()
@Module({ providers: [TenancyRepository, TenancyService], exports: [TenancyRepository, TenancyService] })
export class TenancyModule {}
