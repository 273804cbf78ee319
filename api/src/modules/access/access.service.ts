import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  can,
  ERROR_CODES,
  hasFeature,
  PERMISSION_MESSAGES,
  ROLE_RANK,
  upgradeMessage,
  type PermissionAction,
  type PermissionResource,
  type TierFeature,
} from '@lantern/contracts';
import type { DataSource } from 'typeorm';
import { AppError } from '../../common/app-error';
import type { RequestMeta } from '../../common/request-context';
import { ActivitiesService } from '../activities/activities.service';
import { type MembershipRow, TenancyRepository } from '../tenancy/tenancy.repository';
import type { AccessContext } from './access-context';

export interface AccessCheck {
  organizationId: string;
  accountId?: string;
  resource: PermissionResource;
  action: PermissionAction;
  feature?: TierFeature;
  roles?: readonly string[];
}

/**
 * Decides whether a user may act in a tenant scope. Order: membership (outside it: 404, as if nothing
 * existed), role, permission (403), plan feature (403). The role is read from the database on every
 * call, so a role change or removal applies to the very next request. Denials are audited.
 */
@Injectable()
export class AccessService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly tenancy: TenancyRepository,
    private readonly activities: ActivitiesService,
  ) {}

  async authorize(userId: string, check: AccessCheck, meta: RequestMeta): Promise<AccessContext> {
    const membership = await this.membershipFor(userId, check.organizationId, check.accountId);
    if (!membership) {
      await this.denied(userId, null, check, meta, 'not a member');
      throw AppError.notFound(check.accountId ? 'Account not found' : 'Organization not found');
    }
    const { roleName: role, tier } = membership;
    if (check.roles && !check.roles.includes(role)) {
      await this.denied(userId, membership, check, meta, 'role');
      throw AppError.forbidden(PERMISSION_MESSAGES.roleOnly(check.roles[check.roles.length - 1]!));
    }
    if (!can(role, check.resource, check.action)) {
      await this.denied(userId, membership, check, meta, 'permission');
      throw AppError.forbidden(PERMISSION_MESSAGES.generic);
    }
    if (check.feature && !hasFeature(tier, check.feature)) {
      await this.denied(userId, membership, check, meta, 'plan');
      throw new AppError(403, ERROR_CODES.tierRequired, upgradeMessage(check.feature));
    }
    return {
      userId,
      organizationId: check.organizationId,
      accountId: check.accountId ?? null,
      role,
      tier,
    };
  }

  /** The membership of that account, or (organization-wide) the caller's highest role in the organization. */
  private async membershipFor(
    userId: string,
    organizationId: string,
    accountId: string | undefined,
  ): Promise<MembershipRow | null> {
    if (accountId) return this.tenancy.findActiveMembership(userId, organizationId, accountId);
    const rows = await this.tenancy.listActiveMembershipsInOrganization(userId, organizationId);
    return rows.reduce<MembershipRow | null>(
      (best, m) => (!best || ROLE_RANK[m.roleName] > ROLE_RANK[best.roleName] ? m : best),
      null,
    );
  }

  private async denied(
    userId: string,
    membership: MembershipRow | null,
    check: AccessCheck,
    meta: RequestMeta,
    reason: string,
  ): Promise<void> {
    await this.db.transaction((m) =>
      this.activities.record(m, meta, {
        type: 'access_denied',
        entityType: 'settings',
        description: `Access denied: ${check.resource}.${check.action} (${reason})`,
        // Outside the caller's tenancy nothing is written into the other organization's log.
        organizationId: membership?.organizationId ?? null,
        accountId: membership?.accountId ?? null,
        userId,
        metadata: {
          resource: check.resource,
          action: check.action,
          reason,
          requestedOrganizationId: check.organizationId,
          requestedAccountId: check.accountId ?? null,
        },
      }),
    );
  }
}
