import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DocsController } from './docs.controller';
import { RouteCatalog } from './route-catalog.service';

@Module({
  imports: [DiscoveryModule],
  controllers: [DocsController],
  providers: [RouteCatalog],
  exports: [RouteCatalog],
})
export class DocsModule {}
