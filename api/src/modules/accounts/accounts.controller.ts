import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  accountUsersQuerySchema,
  accountUsersSchema,
  accountIdParamsSchema,
  type AccountUser,
} from '@lantern/contracts';
import { Endpoint } from '../../common/endpoint.decorator';
import { CurrentUser, type AuthUser } from '../auth/current-user.decorator';
import { TenancyService } from '../tenancy/tenancy.service';
import { AccountsRepository } from './accounts.repository';

@Controller('accounts')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly tenancy: TenancyService,
  ) {}

  @Get(':accountId/users')
  @Endpoint({
    tag: 'accounts',
    summary: "The account's members with role and status",
    params: accountIdParamsSchema,
    query: accountUsersQuerySchema,
    response: accountUsersSchema,
  })
  async users(
    @CurrentUser() user: AuthUser,
    @Param() params: { accountId: string },
    @Query() query: { organization_id: string },
  ): Promise<AccountUser[]> {
    await this.tenancy.requireAccount(user.id, query.organization_id, params.accountId);
    return this.accounts.listUsers(query.organization_id, params.accountId);
  }
}
