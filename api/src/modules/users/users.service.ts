import { Injectable } from '@nestjs/common';
import type { Organization, User } from '@lantern/contracts';
import { AppError } from '../../common/app-error';
import { type MembershipRow, TenancyRepository } from '../tenancy/tenancy.repository';
import type { UserEntity } from './entities/user.entity';
import { UsersRepository } from './users.repository';

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tenancy: TenancyRepository,
  ) {}

  /** The current user with every organization and account they are an active member of. */
  async profile(userId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw AppError.notFound('User not found');
    return toUserResponse(user, await this.tenancy.listActiveMemberships(userId));
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
  };
}
