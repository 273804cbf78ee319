import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Organization, UpdateProfileRequest, User } from '@lantern/contracts';
import type { DataSource } from 'typeorm';
import { AppError } from '../../common/app-error';
import type { RequestMeta } from '../../common/request-context';
import { ActivitiesService } from '../activities/activities.service';
import { type MembershipRow, TenancyRepository } from '../tenancy/tenancy.repository';
import { UserEntity } from './entities/user.entity';
import { UsersRepository } from './users.repository';

@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersRepository,
    private readonly tenancy: TenancyRepository,
    private readonly activities: ActivitiesService,
  ) {}

  /** The current user with every organization and account they are an active member of. */
  async profile(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw AppError.notFound('User not found');
    return toUserResponse(user, await this.tenancy.listActiveMemberships(userId));
  }

  async updateProfile(userId: string, changes: UpdateProfileRequest, meta: RequestMeta): Promise<User> {
    await this.db.transaction(async (m) => {
      await m.update(UserEntity, userId, changes);
      const scope = await this.users.currentScope(userId, m);
      await this.activities.record(m, meta, {
        type: 'user_profile_updated',
        entityType: 'user',
        entityId: userId,
        description: `Profile updated: ${Object.keys(changes).join(', ')}`,
        ...scope,
        userId,
        metadata: { changes },
      });
    });
    return this.profile(userId);
  }
}

export function toUserResponse(user: UserEntity, memberships: MembershipRow[]): User {
  const orgs = new Map<string, Organization>();
  for (const m of memberships) {
    let org = orgs.get(m.organizationId);
    if (!org) {
      org = {
        id: m.organizationId,
        name: m.organizationName,
        description: m.organizationDescription,
        tier: m.tier,
        createdAt: new Date(m.organizationCreatedAt).toISOString(),
        accounts: [],
      };
      orgs.set(m.organizationId, org);
    }
    org.accounts.push({
      id: m.accountId,
      name: m.accountName,
      description: m.accountDescription,
      createdAt: new Date(m.accountCreatedAt).toISOString(),
      role: {
        id: m.roleId,
        name: m.roleName,
        displayName: m.roleDisplayName,
        description: m.roleDescription,
      },
    });
  }
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    country: user.country,
    state: user.state,
    loginType: user.loginType,
    createdAt: user.createdAt.toISOString(),
    organizations: [...orgs.values()],
    // The stored choice counts only while it is still an active membership.
    ...currentContext(user, memberships),
  };
}

function currentContext(
  user: UserEntity,
  memberships: MembershipRow[],
): { currentOrganizationId: string | null; currentAccountId: string | null } {
  const current = memberships.find(
    (m) => m.accountId === user.currentAccountId && m.organizationId === user.currentOrganizationId,
  );
  return current
    ? { currentOrganizationId: current.organizationId, currentAccountId: current.accountId }
    : { currentOrganizationId: null, currentAccountId: null };
}
