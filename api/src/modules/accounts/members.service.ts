import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { SUCCESS, type AccountUser, type MessageResponse } from '@lantern/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error';
import type { RequestMeta } from '../../common/request-context';
import type { AccessContext } from '../access/access-context';
import { ActivitiesService } from '../activities/activities.service';
import { RoleEntity } from '../roles/entities/role.entity';
import { AccountsRepository } from './accounts.repository';
import { MembershipEntity } from './entities/membership.entity';

/**
 * Members of an account: role changes and removal. Nobody changes their own role or removes
 * themselves; super_admin is never assigned and a super_admin is never demoted or removed here.
 * The guard reads roles from the database per request, so changes apply to the very next request.
 */
@Injectable()
export class MembersService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: AccountsRepository,
    private readonly activities: ActivitiesService,
  ) {}

  async changeRole(
    access: AccessContext,
    targetUserId: string,
    roleId: string,
    meta: RequestMeta,
  ): Promise<{ message: string; user: AccountUser }> {
    if (targetUserId === access.userId) throw AppError.forbidden('You cannot change your own role');
    return this.db.transaction(async (m) => {
      const role = await m.findOneBy(RoleEntity, { id: roleId });
      if (!role) throw AppError.validation('Unknown role', { roleId: 'Unknown role' });
      if (role.name === 'super_admin') {
        throw AppError.validation('The super_admin role cannot be assigned', {
          roleId: 'The super_admin role cannot be assigned',
        });
      }
      const membership = await this.lockMember(m, access, targetUserId);
      if (membership.status !== 'active') {
        throw AppError.conflict('Only active users can have their role changed');
      }
      const current = await m.findOneByOrFail(RoleEntity, { id: membership.roleId });
      if (current.name === 'super_admin')
        throw AppError.forbidden("The super admin's role cannot be changed");
      if (current.id === role.id) {
        throw AppError.validation('The user already has this role', {
          roleId: 'The user already has this role',
        });
      }
      await m.update(MembershipEntity, { id: membership.id }, { roleId: role.id });
      await this.activities.record(m, meta, {
        type: 'role_changed',
        entityType: 'user',
        entityId: targetUserId,
        description: `Role changed from ${current.displayName} to ${role.displayName}`,
        organizationId: access.organizationId,
        accountId: membership.accountId,
        userId: access.userId,
        metadata: { from: current.name, to: role.name, targetUserId },
      });
      const [user] = await this.accounts.listUsers(
        access.organizationId,
        membership.accountId,
        m,
        targetUserId,
      );
      return { message: SUCCESS.roleUpdated, user: user! };
    });
  }

  /** Removes a member from the account (and voids their pending invitations to it). */
  async remove(access: AccessContext, targetUserId: string, meta: RequestMeta): Promise<MessageResponse> {
    if (targetUserId === access.userId)
      throw AppError.forbidden('You cannot remove yourself from an account');
    return this.db.transaction(async (m) => {
      const membership = await this.lockMember(m, access, targetUserId);
      const role = await m.findOneByOrFail(RoleEntity, { id: membership.roleId });
      if (role.name === 'super_admin') throw AppError.forbidden('A super admin cannot be removed');
      await m.delete(MembershipEntity, { id: membership.id });
      await m.query(
        "UPDATE invitations SET status = 'revoked', updated_at = now() WHERE account_id = $1 AND user_id = $2 AND status = 'pending'",
        [membership.accountId, targetUserId],
      );
      await this.activities.record(m, meta, {
        type: 'member_removed',
        entityType: 'user',
        entityId: targetUserId,
        description: 'Member removed from the account',
        organizationId: access.organizationId,
        accountId: membership.accountId,
        userId: access.userId,
        metadata: { targetUserId, role: role.name, status: membership.status },
      });
      return { message: 'Member removed successfully' };
    });
  }

  private async lockMember(
    m: EntityManager,
    access: AccessContext,
    userId: string,
  ): Promise<MembershipEntity> {
    const membership = await m.findOne(MembershipEntity, {
      where: { organizationId: access.organizationId, accountId: access.accountId!, userId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!membership) throw AppError.notFound('User not found');
    return membership;
  }
}
