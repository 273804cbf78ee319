import { Controller, Get } from '@nestjs/common';
import { Public } from '../../common/access.decorators';
import { APP_VERSION } from '../health/health.controller';
import { buildOpenApi, type RouteDoc } from './openapi.builder';
import { RouteCatalog } from './route-catalog.service';

@Controller('docs')
export class DocsController {
  private document?: Record<string, unknown>;

  constructor(private readonly catalog: RouteCatalog) {}

  /** The OpenAPI 3 document, built once from the routes' zod contracts. */
  @Get()
  @Public()
  openapi(): Record<string, unknown> {
    this.document ??= buildOpenApi(
      this.catalog.routes().filter((r): r is RouteDoc & { handler: string } => Boolean(r.contract)),
      APP_VERSION,
    );
    return this.document;
  }
}
