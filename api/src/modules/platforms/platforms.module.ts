import { Global, Module } from '@nestjs/common';
import { PlatformCatalog } from './platform-catalog.service';
import { RateSlots } from './rate-slots';

@Global()
@Module({ providers: [PlatformCatalog, RateSlots], exports: [PlatformCatalog, RateSlots] })
export class PlatformsModule {}
