import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  limitsFor,
  isLimitReached,
  SUCCESS,
  type Account,
  type CreateAccountRequest,
  type MessageResponse,
  type UpdateAccountRequest,
} from '@lantern/contracts';
import type { DataSource } from 'typeorm';
import { AppError } from '../../common/app-error';
import type { RequestMeta } from '../../common/request-context';
import type { AccessContext } from '../access/access-context';
import { ActivitiesService } from '../activities/activities.service';
import { RoleEntity, roleSummary } from '../roles/entities/role.entity';
import { UsersRepository } from '../users/users.repository';
import { AccountsRepository } from './accounts.repository';
import { AccountEntity } from './entities/account.entity';
import { MembershipEntity } from './entities/membership.entity';

const nameTaken = () =>
  AppError.conflict('An account with this name already exists in this organization', {
    name: 'An account with this name already exists in this organization',
  });

/** Accounts of an organization. The guard has checked the permission, the plan and the membership. */
@Injectable()
export class AccountsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly repo: AccountsRepository,
    private readonly users: UsersRepository,
    private readonly activities: ActivitiesService,
  ) {}

  /** Creates an account under the plan's limit; the creator joins it with the role they act with. */
  async create(access: AccessContext, input: CreateAccountRequest, meta: RequestMeta): Promise<Account> {
    return this.db.transaction(async (m) => {
      await this.repo.lockOrganization(m, access.organizationId);
      const limit = limitsFor(access.tier).max_accounts_per_organization;
      if (isLimitReached(await this.repo.countAccounts(m, access.organizationId), limit)) {
        throw new AppError(
          403,
          ERROR_CODES.limitReached,
          `Your plan allows ${limit} account${limit === 1 ? '' : 's'} per organization. Upgrade your plan to add more.`,
        );
      }
      if (await this.repo.nameTaken(m, access.organizationId, input.name)) throw nameTaken();
      const account = await m.save(
        m.create(AccountEntity, {
          organizationId: access.organizationId,
          name: input.name,
          description: input.description,
        }),
      );
      const role = await m.findOneByOrFail(RoleEntity, { name: access.role });
      await m.insert(MembershipEntity, {
        userId: access.userId,
        organizationId: access.organizationId,
        accountId: account.id,
        roleId: role.id,
        status: 'active',
      });
      await this.activities.record(m, meta, {
        type: 'account_created',
        entityType: 'account',
        entityId: account.id,
        description: `Account "${account.name}" created`,
        organizationId: access.organizationId,
        accountId: account.id,
        userId: access.userId,
        metadata: { name: account.name, description: account.description },
      });
      return toAccount(account, role);
    });
  }

  async update(
    access: AccessContext,
    accountId: string,
    input: UpdateAccountRequest,
    meta: RequestMeta,
  ): Promise<Account> {
    return this.db.transaction(async (m) => {
      const account = await this.repo.findInOrganization(m, access.organizationId, accountId);
      if (!account) throw AppError.notFound('Account not found');
      if (
        input.name !== undefined &&
        (await this.repo.nameTaken(m, access.organizationId, input.name, accountId))
      ) {
        throw nameTaken();
      }
      const before = { name: account.name, description: account.description };
      if (input.name !== undefined) account.name = input.name;
      if (input.description !== undefined) account.description = input.description;
      await m.save(account);
      await this.activities.record(m, meta, {
        type: 'account_updated',
        entityType: 'account',
        entityId: account.id,
        description: `Account "${account.name}" updated`,
        organizationId: access.organizationId,
        accountId: account.id,
        userId: access.userId,
        metadata: { before, after: { name: account.name, description: account.description } },
      });
      return toAccount(account, await m.findOneByOrFail(RoleEntity, { name: access.role }));
    });
  }

  /** Deletes an account with its campaigns and memberships; never the caller's current or the last one. */
  async remove(access: AccessContext, accountId: string, meta: RequestMeta): Promise<MessageResponse> {
    return this.db.transaction(async (m) => {
      await this.repo.lockOrganization(m, access.organizationId);
      const account = await this.repo.findInOrganization(m, access.organizationId, accountId);
      if (!account) throw AppError.notFound('Account not found');
      const current = await this.users.currentScope(access.userId, m);
      if (current.accountId === accountId) {
        throw AppError.conflict(
          'You cannot delete the account you are using. Switch to another account first.',
        );
      }
      if ((await this.repo.countAccounts(m, access.organizationId)) <= 1) {
        throw AppError.conflict('An organization needs at least one account.');
      }
      await m.delete(AccountEntity, { id: accountId });
      await this.activities.record(m, meta, {
        type: 'account_deleted',
        entityType: 'account',
        entityId: accountId,
        description: `Account "${account.name}" deleted`,
        organizationId: access.organizationId,
        accountId,
        userId: access.userId,
        metadata: { name: account.name },
      });
      return { message: SUCCESS.accountDeleted };
    });
  }
}

function toAccount(account: AccountEntity, role: RoleEntity): Account {
  return {
    id: account.id,
    name: account.name,
    description: account.description,
    createdAt: account.createdAt.toISOString(),
    role: roleSummary(role),
  };
}
