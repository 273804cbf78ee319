import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  ERRORS,
  type AuthResponse,
  type LoginRequest,
  type MessageResponse,
  type SignupRequest,
  type User,
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
import { toUserResponse, UsersService } from '../users/users.service';
import { RateLimitService } from '../rate-limit/rate-limit.service';
import { PasswordHasher } from './password-hasher';
import { TokenService } from './token.service';

export const DEFAULT_ACCOUNT_NAME = 'Default Account';

@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersRepository,
    private readonly profile: UsersService,
    private readonly tenancy: TenancyRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly activities: ActivitiesService,
    private readonly limits: RateLimitService,
  ) {}

  /** Creates the user, an organization on the free tier and its first account, with the user as super_admin. */
  async signup(input: SignupRequest, meta: RequestMeta): Promise<AuthResponse> {
    await this.limits.consumeAuth('signup', meta.ip, input.email);
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
      user.currentOrganizationId = org.id;
      user.currentAccountId = account.id;
      await m.update(UserEntity, user.id, { currentOrganizationId: org.id, currentAccountId: account.id });
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
    await this.limits.consumeAuth('login', meta.ip, input.email);
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

  /** Revokes every token of the user (token version bump) and records the sign-out. */
  async logout(userId: string, meta: RequestMeta): Promise<MessageResponse> {
    await this.db.transaction(async (m) => {
      await m.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [userId]);
      await this.activities.record(m, meta, {
        type: 'user_logout',
        entityType: 'user',
        entityId: userId,
        description: 'Signed out (all sessions revoked)',
        ...(await this.users.currentScope(userId, m)),
        userId,
      });
    });
    return { message: 'Signed out' };
  }

  /**
   * Enters an organization (the guard has checked membership): keeps the current account when it
   * belongs to it, otherwise selects its first account. Answers with the user and its organizations.
   */
  async contextLogin(userId: string, organizationId: string): Promise<User> {
    const memberships = await this.tenancy.listActiveMembershipsInOrganization(userId, organizationId);
    const user = await this.users.findById(userId);
    if (!user || !memberships[0]) throw AppError.notFound('Organization not found');
    const keep = memberships.find((m) => m.accountId === user.currentAccountId);
    await this.selectAccount(userId, organizationId, (keep ?? memberships[0]).accountId);
    return this.profile.profile(userId);
  }

  /** Selects an account of an organization (the guard has checked the membership). */
  async switchAccount(userId: string, organizationId: string, accountId: string): Promise<User> {
    await this.selectAccount(userId, organizationId, accountId);
    return this.profile.profile(userId);
  }

  private async selectAccount(userId: string, organizationId: string, accountId: string): Promise<void> {
    await this.db.query(
      'UPDATE users SET current_organization_id = $2, current_account_id = $3 WHERE id = $1',
      [userId, organizationId, accountId],
    );
  }

  private async session(user: UserEntity): Promise<AuthResponse> {
    const memberships = await this.tenancy.listActiveMemberships(user.id);
    return {
      accessToken: await this.tokens.issue(user.id, user.tokenVersion),
      user: toUserResponse(user, memberships),
    };
  }
}
