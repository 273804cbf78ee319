import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  ERRORS,
  isLimitReached,
  limitsFor,
  SUCCESS,
  validateAcceptInviteNewUser,
  type AcceptInviteRequest,
  type AuthResponse,
  type InviteRequest,
  type MessageResponse,
} from '@lantern/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error';
import type { RequestMeta } from '../../common/request-context';
import { hashToken, isWellFormedToken, newSecretToken } from '../../common/secret-token';
import type { AccessContext } from '../access/access-context';
import { AccessService } from '../access/access.service';
import { MembershipEntity } from '../accounts/entities/membership.entity';
import { ActivitiesService } from '../activities/activities.service';
import { PasswordHasher } from '../auth/password-hasher';
import { TokenService } from '../auth/token.service';
import { MailService } from '../mail/mail.service';
import { inviteMail } from '../mail/mail.templates';
import { RoleEntity, roleSummary } from '../roles/entities/role.entity';
import { UserEntity } from '../users/entities/user.entity';
import { UsersRepository } from '../users/users.repository';
import { UsersService } from '../users/users.service';
import { type InvitationRow, InvitesRepository } from './invites.repository';

export type InviteResponse = { message: string; invitation: ReturnType<typeof toInvitation> };

const notFound = () => AppError.notFound(ERRORS.inviteNotFound);

/**
 * Invitations: an invited email becomes a user in state 'invited' (unless it already has an account)
 * with a pending membership, so the team list shows it and it can be resent. Tokens are 256-bit,
 * stored as SHA-256, single use, valid 7 days; a resend voids the previous link.
 */
@Injectable()
export class InvitesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly repo: InvitesRepository,
    private readonly users: UsersRepository,
    private readonly profiles: UsersService,
    private readonly access: AccessService,
    private readonly mail: MailService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly activities: ActivitiesService,
  ) {}

  async send(access: AccessContext, input: InviteRequest, meta: RequestMeta): Promise<InviteResponse> {
    return this.db.transaction(async (m) => {
      const role = await m.findOneBy(RoleEntity, { id: input.roleId });
      if (!role) throw AppError.validation('Unknown role', { roleId: 'Unknown role' });
      if (role.name === 'super_admin') {
        throw AppError.validation('The super_admin role cannot be invited', {
          roleId: 'The super_admin role cannot be invited',
        });
      }
      const accountId = access.accountId!;
      await m.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [accountId]);
      const limit = limitsFor(access.tier).user_invite_limit_per_account;
      if (isLimitReached(await this.repo.countUsed(m, accountId), limit)) {
        throw new AppError(
          403,
          ERROR_CODES.limitReached,
          `This account has reached its limit of ${limit} invited users. Upgrade your plan to invite more.`,
        );
      }
      const user = await this.findOrCreateInvitee(m, input.email);
      const existing = await m.findOneBy(MembershipEntity, { userId: user.id, accountId });
      if (existing?.status === 'pending') {
        throw AppError.conflict('An invitation is already pending for this email. Resend it instead.', {
          email: 'An invitation is already pending for this email',
        });
      }
      if (existing) {
        throw AppError.conflict('This user is already a member of this account', {
          email: 'This user is already a member of this account',
        });
      }
      await m.insert(MembershipEntity, {
        userId: user.id,
        organizationId: access.organizationId,
        accountId,
        roleId: role.id,
        status: 'pending',
      });
      const { token, hash } = newSecretToken();
      const invitation = await this.repo.insert(m, {
        organizationId: access.organizationId,
        accountId,
        userId: user.id,
        email: user.email,
        roleId: role.id,
        invitedBy: access.userId,
        tokenHash: hash,
      });
      await this.mailInvite(m, invitation, token, access.userId, role.displayName);
      await this.activities.record(m, meta, {
        type: 'user_invite_sent',
        entityType: 'invite',
        entityId: invitation.id,
        description: `Invited ${user.email} as ${role.displayName}`,
        organizationId: access.organizationId,
        accountId,
        userId: access.userId,
        metadata: { email: user.email, role: role.name, invitedUserId: user.id },
      });
      return { message: SUCCESS.inviteSent, invitation: toInvitation(invitation, role) };
    });
  }

  /** Resends the newest pending invitation (by invitation id or the invitee's user id) with a new link. */
  async resend(access: AccessContext, id: string, meta: RequestMeta): Promise<MessageResponse> {
    const found = await this.repo.findPendingForResend(this.db.manager, access.organizationId, id);
    if (!found) throw notFound();
    // The organization-wide check passed; the invitation's own account decides. (Checked before the
    // transaction: embedded PGlite serves one transaction at a time.)
    await this.access.authorize(
      access.userId,
      {
        organizationId: access.organizationId,
        accountId: found.accountId,
        resource: 'invite',
        action: 'send_invite',
        feature: 'invite_users',
      },
      meta,
    );
    return this.db.transaction(async (m) => {
      const invitation = await this.repo.findPendingForResend(m, access.organizationId, found.id);
      if (!invitation) throw notFound();
      const { token, hash } = newSecretToken();
      await this.repo.renew(m, invitation.id, hash);
      const role = await m.findOneByOrFail(RoleEntity, { id: invitation.roleId });
      await this.mailInvite(m, invitation, token, access.userId, role.displayName);
      await this.activities.record(m, meta, {
        type: 'user_invite_resent',
        entityType: 'invite',
        entityId: invitation.id,
        description: `Invitation resent to ${invitation.email}`,
        organizationId: access.organizationId,
        accountId: invitation.accountId,
        userId: access.userId,
        metadata: { email: invitation.email },
      });
      return { message: SUCCESS.inviteResent };
    });
  }

  /** Accepts with the emailed token: a new user also sets name, country and password. */
  async accept(input: AcceptInviteRequest, meta: RequestMeta): Promise<AuthResponse> {
    if (!isWellFormedToken(input.token)) throw notFound();
    const passwordHash = input.newUser ? await this.hasher.hash(input.newUser.password) : null;
    const userId = await this.db.transaction(async (m) => {
      const invitation = await this.usableInvitation(m, input);
      if (invitation.userState === 'invited') {
        const errors = validateAcceptInviteNewUser(input.newUser ?? {});
        if (Object.keys(errors).length) throw AppError.validation(Object.values(errors)[0]!, errors);
        const u = input.newUser!;
        await m.update(UserEntity, invitation.userId, {
          firstName: u.firstName,
          lastName: u.lastName,
          country: u.country,
          passwordHash: passwordHash!,
          state: 'active',
          loginType: 'email',
        });
      } else if (invitation.userState !== 'active') {
        throw notFound();
      }
      await m.update(
        MembershipEntity,
        { userId: invitation.userId, accountId: invitation.accountId },
        { status: 'active' },
      );
      await this.repo.setStatus(m, invitation.id, 'accepted');
      await m.update(UserEntity, invitation.userId, {
        currentOrganizationId: invitation.organizationId,
        currentAccountId: invitation.accountId,
      });
      await this.activities.record(m, meta, {
        type: 'user_invite_accepted',
        entityType: 'invite',
        entityId: invitation.id,
        description: `${invitation.email} accepted the invitation`,
        organizationId: invitation.organizationId,
        accountId: invitation.accountId,
        userId: invitation.userId,
        metadata: { newUser: invitation.userState === 'invited' },
      });
      return invitation.userId;
    });
    const user = (await this.users.findById(userId))!;
    return {
      accessToken: await this.tokens.issue(user.id, user.tokenVersion),
      user: await this.profiles.profile(user.id),
    };
  }

  /** Declines with the emailed token: the pending membership goes away. */
  async decline(input: AcceptInviteRequest, meta: RequestMeta): Promise<MessageResponse> {
    if (!isWellFormedToken(input.token)) throw notFound();
    await this.db.transaction(async (m) => {
      const invitation = await this.usableInvitation(m, input);
      await this.repo.setStatus(m, invitation.id, 'revoked');
      await m.delete(MembershipEntity, {
        userId: invitation.userId,
        accountId: invitation.accountId,
        status: 'pending',
      });
      await this.activities.record(m, meta, {
        type: 'user_invite_declined',
        entityType: 'invite',
        entityId: invitation.id,
        description: `${invitation.email} declined the invitation`,
        organizationId: invitation.organizationId,
        accountId: invitation.accountId,
        userId: invitation.userState === 'active' ? invitation.userId : null,
        metadata: { email: invitation.email },
      });
    });
    return { message: 'Invitation declined' };
  }

  private async usableInvitation(m: EntityManager, input: AcceptInviteRequest): Promise<InvitationRow> {
    const invitation = await this.repo.lockUsable(m, hashToken(input.token));
    if (!invitation || invitation.email.toLowerCase() !== input.email.toLowerCase()) throw notFound();
    return invitation;
  }

  private async findOrCreateInvitee(m: EntityManager, email: string): Promise<UserEntity> {
    const found = await this.users.findByEmailWithPassword(email, m);
    if (found) return found;
    return m.save(
      m.create(UserEntity, {
        email: email.toLowerCase(),
        firstName: '',
        lastName: '',
        country: null,
        state: 'invited',
        loginType: 'invite',
        passwordHash: null,
      }),
    );
  }

  private async mailInvite(
    m: EntityManager,
    invitation: InvitationRow,
    token: string,
    inviterId: string,
    roleName: string,
  ): Promise<void> {
    const names = await this.repo.describe(m, invitation.accountId, inviterId);
    const link = this.mail.link('/accept-invite', {
      token,
      email: invitation.email,
      alreadyExists: String(invitation.userState === 'active'),
    });
    await this.mail.queue(m, inviteMail(invitation.email, link, { ...names, role: roleName }));
  }
}

function toInvitation(invitation: InvitationRow, role: RoleEntity) {
  return {
    id: invitation.id,
    userId: invitation.userId,
    email: invitation.email,
    accountId: invitation.accountId,
    role: roleSummary(role),
    status: invitation.status,
    expiresAt: new Date(invitation.expiresAt).toISOString(),
    createdAt: new Date(invitation.createdAt).toISOString(),
  };
}
