import { Controller, Get, Inject, Query } from '@nestjs/common';
import {
  companySuggestQuerySchema,
  companySuggestResponseSchema,
  publicConfigResponseSchema,
  type CompanySuggestion,
  type CompanySuggestQuery,
  type PublicConfig,
} from '@lantern/contracts';
import { Public } from '../../common/access.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { Meta, type RequestMeta } from '../../common/request-context';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { CompanySuggestService } from './company-suggest.service';

/** Suggestion lookups allowed per IP (each one may call the external service). */
export const COMPANY_SUGGEST_RATE = { limit: 60, windowSeconds: 60 } as const;

@Controller('companies')
export class CompaniesController {
  constructor(
    private readonly companies: CompanySuggestService,
    private readonly limits: RateLimitService,
  ) {}

  /** Public: the signup form asks before anyone is signed in. */
  @Get('suggest')
  @Public()
  @Endpoint({
    tag: 'companies',
    summary: 'Company name suggestions (name, domain, logo); an empty list without a suggestion service',
    query: companySuggestQuerySchema,
    response: companySuggestResponseSchema,
    responses: { 429: 'Too many lookups from this IP' },
  })
  async suggest(
    @Query() query: CompanySuggestQuery,
    @Meta() meta: RequestMeta,
  ): Promise<CompanySuggestion[]> {
    await this.limits.consume([
      { key: `company-suggest:ip:${meta.ip ?? 'unknown'}`, ...COMPANY_SUGGEST_RATE },
    ]);
    return this.companies.suggest(query.q);
  }
}

@Controller('config')
export class PublicConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Public: image sources of the sign-in pages (null = the local fallback: initials, emoji flags). */
  @Get('public')
  @Public()
  @Endpoint({
    tag: 'config',
    summary: 'Public client configuration: logo and flag image templates, telemetry endpoints',
    response: publicConfigResponseSchema,
  })
  get(): PublicConfig {
    return {
      logoUrlTemplate: this.config.LOGO_URL_TEMPLATE ?? null,
      flagUrlTemplate: this.config.FLAG_URL_TEMPLATE ?? null,
      environment: this.config.NODE_ENV,
      analyticsUrl: this.config.ANALYTICS_URL ?? null,
      errorReportingUrl: this.config.ERROR_REPORTING_URL ?? null,
    };
  }
}
