import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import {
  accountResponseSchema,
  accountUserSchema,
  accountUsersQuerySchema,
  accountUsersSchema,
  accountIdParamsSchema,
  createAccountRequestSchema,
  memberParamsSchema,
  messageResponseSchema,
  orgAccountParamsSchema,
  orgIdParamsSchema,
  roleChangeRequestSchema,
  updateAccountRequestSchema,
  type Account,
  type AccountUser,
  type CreateAccountRequest,
  type MessageResponse,
  type UpdateAccountRequest,
} from '@lantern/contracts';
import { z } from 'zod';
import { from, Requires } from '../../common/access.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { Meta, type RequestMeta } from '../../common/request-context';
import { Access, type AccessContext } from '../access/access-context';
import { AccountsRepository } from './accounts.repository';
import { AccountsService } from './accounts.service';
import { MembersService } from './members.service';

const inAccount = { org: from.query('organization_id'), account: from.params('accountId') };
const orgAccount = { org: from.params('orgId'), account: from.params('accountId') };
const LIMITS = {
  403: 'Permission missing, plan without the feature, or plan limit reached',
  409: 'Conflict',
};

@Controller('accounts')
export class AccountsController {
  constructor(
    private readonly repo: AccountsRepository,
    private readonly accounts: AccountsService,
    private readonly members: MembersService,
  ) {}

  @Get(':accountId/users')
  @Requires('user', 'view', inAccount)
  @Endpoint({
    tag: 'accounts',
    summary: "The account's members with role and status",
    params: accountIdParamsSchema,
    query: accountUsersQuerySchema,
    response: accountUsersSchema,
  })
  users(@Access() access: AccessContext): Promise<AccountUser[]> {
    return this.repo.listUsers(access.organizationId, access.accountId!);
  }

  @Patch(':accountId/users/:userId/role')
  @Requires('user', 'change_role', { ...inAccount, feature: 'change_roles' })
  @Endpoint({
    tag: 'accounts',
    summary: "Change a member's role (not your own; super_admin is never assignable)",
    params: memberParamsSchema,
    query: accountUsersQuerySchema,
    body: roleChangeRequestSchema,
    response: z.object({ message: z.string(), user: accountUserSchema }),
    responses: LIMITS,
  })
  changeRole(
    @Access() access: AccessContext,
    @Param() params: { userId: string },
    @Body() body: { roleId: string },
    @Meta() meta: RequestMeta,
  ): Promise<{ message: string; user: AccountUser }> {
    return this.members.changeRole(access, params.userId, body.roleId, meta);
  }

  @Delete(':accountId/users/:userId')
  @Requires('user', 'delete', inAccount)
  @Endpoint({
    tag: 'accounts',
    summary: 'Remove a member from the account (takes effect on their next request)',
    params: memberParamsSchema,
    query: accountUsersQuerySchema,
    response: messageResponseSchema,
  })
  removeMember(
    @Access() access: AccessContext,
    @Param() params: { userId: string },
    @Meta() meta: RequestMeta,
  ): Promise<MessageResponse> {
    return this.members.remove(access, params.userId, meta);
  }

  @Post('organizations/:orgId')
  @Requires('account', 'create', {
    org: from.params('orgId'),
    account: from.body('actorAccountId'),
    feature: 'account_creation',
  })
  @Endpoint({
    tag: 'accounts',
    summary: 'Create an account in the organization (plan feature and account limit apply)',
    params: orgIdParamsSchema,
    body: createAccountRequestSchema,
    response: accountResponseSchema,
    responses: LIMITS,
  })
  create(
    @Access() access: AccessContext,
    @Body() body: CreateAccountRequest,
    @Meta() meta: RequestMeta,
  ): Promise<Account> {
    return this.accounts.create(access, body, meta);
  }

  @Patch('organizations/:orgId/:accountId')
  @Requires('account', 'update', orgAccount)
  @Endpoint({
    tag: 'accounts',
    summary: 'Rename an account or change its description',
    params: orgAccountParamsSchema,
    body: updateAccountRequestSchema,
    response: accountResponseSchema,
    responses: LIMITS,
  })
  update(
    @Access() access: AccessContext,
    @Param() params: { accountId: string },
    @Body() body: UpdateAccountRequest,
    @Meta() meta: RequestMeta,
  ): Promise<Account> {
    return this.accounts.update(access, params.accountId, body, meta);
  }

  @Delete('organizations/:orgId/:accountId')
  @Requires('account', 'delete', orgAccount)
  @Endpoint({
    tag: 'accounts',
    summary: 'Delete an account with its campaigns (not the current one, not the last one)',
    params: orgAccountParamsSchema,
    response: messageResponseSchema,
    responses: LIMITS,
  })
  remove(
    @Access() access: AccessContext,
    @Param() params: { accountId: string },
    @Meta() meta: RequestMeta,
  ): Promise<MessageResponse> {
    return this.accounts.remove(access, params.accountId, meta);
  }
}
