import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { AccessModule } from './modules/access/access.module';
import { AccountsModule } from './modules/accounts/accounts.module';
import { ActivitiesModule } from './modules/activities/activities.module';
import { AnalyticsModule } from './modules/analytics/analytics.module';
import { AuthModule } from './modules/auth/auth.module';
import { CampaignsModule } from './modules/campaigns/campaigns.module';
import { CompaniesModule } from './modules/companies/companies.module';
import { DocsModule } from './modules/docs/docs.module';
import { FeatureFlagsModule } from './modules/feature-flags/feature-flags.module';
import { HealthModule } from './modules/health/health.module';
import { InvitesModule } from './modules/invites/invites.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { MailModule } from './modules/mail/mail.module';
import { PlatformsModule } from './modules/platforms/platforms.module';
import { OrganizationsModule } from './modules/organizations/organizations.module';
import { RateLimitModule } from './modules/rate-limit/rate-limit.module';
import { ReanalysisModule } from './modules/reanalysis/reanalysis.module';
import { RolesModule } from './modules/roles/roles.module';
import { TenancyModule } from './modules/tenancy/tenancy.module';
import { SupportModule } from './modules/support/support.module';
import { UsageModule } from './modules/usage/usage.module';
import { UsersModule } from './modules/users/users.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(databaseUrl),
        JobsModule,
        MailModule,
        RateLimitModule,
        ActivitiesModule,
        TenancyModule,
        AuthModule,
        AccessModule,
        UsersModule,
        RolesModule,
        AccountsModule,
        InvitesModule,
        OrganizationsModule,
        UsageModule,
        FeatureFlagsModule,
        SupportModule,
        PlatformsModule,
        CampaignsModule,
        AnalyticsModule,
        ReanalysisModule,
        CompaniesModule,
        HealthModule,
        DocsModule,
      ],
    };
  }
}
