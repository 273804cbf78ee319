import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  ERRORS,
  type AuthResponse,
  type LoginRequest,
  type SignupRequest,
} from '@lantern/contracts';
import type { DataSource } from 'typeorm';
import { AppError } from '../../common/app-error';
import type { RequestMeta } from '../../common/request-context';
import { AccountEntity } from '../accounts/entities/account.entity';
import { MembershipEntity } from '../accounts/entities/membership.entity';
import { ActivitiesService } from '../activities/activities.service';
import { OrganizationEntity } from '../organizations/entities/organization.entity';
import { RoleEntity } from '../roles/entities/role.entity';
import { TenancyRepository } from '../tenancy/tenancy.repository';
import { UserEntity } from '../users/entities/user.entity';
import { UsersRepository } from '../users/users.repository';
import { toUserResponse } from '../users/users.service';
import { PasswordHasher } from './password-hasher';
import { TokenService } from './token.service';

export const DEFAULT_ACCOUNT_NAME = 'Default Account';

@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersRepository,
    private readonly tenancy: TenancyRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly activities: ActivitiesService,
  ) {}

  /** Creates the user, an organization on the free tier and its first account, with the user as super_admin. */
  async signup(input: SignupRequest, meta: RequestMeta): Promise<AuthResponse> {
    const passwordHash = await this.hasher.hash(input.password);
    const user = await this.db.transaction(async (m) => {
      if (await this.users.emailExists(input.email, m)) {
        throw AppError.conflict('An account with this email already exists', {
          email: 'An account with this email already exists',
        });
      }
      const user = await m.save(
        m.create(UserEntity, {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          country: input.country.toUpperCase(),
          passwordHash,
        }),
      );
      const org = await m.save(
        m.create(OrganizationEntity, {
          name: input.companyName || `${input.firstName}'s Organization`,
          description: null,
          tier: 'free',
        }),
      );
      const account = await m.save(
        m.create(AccountEntity, { organizationId: org.id, name: DEFAULT_ACCOUNT_NAME, description: null }),
      );
      const superAdmin = await m.findOneByOrFail(RoleEntity, { name: 'super_admin' });
      await m.insert(MembershipEntity, {
        userId: user.id,
        organizationId: org.id,
        accountId: account.id,
        roleId: superAdmin.id,
        status: 'active',
      });
      await this.activities.record(m, meta, {
        type: 'user_registered',
        entityType: 'user',
        entityId: user.id,
        description: `${user.firstName} ${user.lastName} signed up and created ${org.name}`,
        organizationId: org.id,
        accountId: account.id,
        userId: user.id,
        metadata: { email: user.email },
      });
      return user;
    });
    return this.session(user);
  }

  /** Unknown email and wrong password answer identically (same status, body and cost). */
  async login(input: LoginRequest, meta: RequestMeta): Promise<AuthResponse> {
    const user = await this.users.findByEmailWithPassword(input.email);
    const ok = await this.hasher.verify(user?.passwordHash, input.password);
    if (!user || !ok || user.state !== 'active') {
      const memberships = user ? await this.tenancy.listActiveMemberships(user.id) : [];
      await this.db.transaction((m) =>
        this.activities.record(m, meta, {
          type: 'user_login_failed',
          entityType: 'user',
          entityId: user?.id ?? null,
          description: 'Failed sign-in attempt',
          organizationId: memberships[0]?.organizationId ?? null,
          userId: user?.id ?? null,
          metadata: { email: input.email.toLowerCase() },
        }),
      );
      throw new AppError(401, ERROR_CODES.invalidCredentials, ERRORS.invalidCredentials);
    }
    const memberships = await this.tenancy.listActiveMemberships(user.id);
    await this.db.transaction((m) =>
      this.activities.record(m, meta, {
        type: 'user_login',
        entityType: 'user',
        entityId: user.id,
        description: `${user.firstName} ${user.lastName} signed in`,
        organizationId: memberships[0]?.organizationId ?? null,
        accountId: memberships[0]?.accountId ?? null,
        userId: user.id,
      }),
    );
    return {
      accessToken: await this.tokens.issue(user.id, user.tokenVersion),
      user: toUserResponse(user, memberships),
    };
  }

  private async session(user: UserEntity): Promise<AuthResponse> {
    const memberships = await this.tenancy.listActiveMemberships(user.id);
    return {
      accessToken: await this.tokens.issue(user.id, user.tokenVersion),
      user: toUserResponse(user, memberships),
    };
  }
}
