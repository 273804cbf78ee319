import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RoleName, Tier } from '@lantern/contracts';
import type { DataSource } from 'typeorm';

export interface MembershipRow {
  membershipId: string;
  organizationId: string;
  organizationName: string;
  organizationDescription: string | null;
  organizationCreatedAt: Date;
  tier: Tier;
  accountId: string;
  accountName: string;
  accountDescription: string | null;
  accountCreatedAt: Date;
  roleId: string;
  roleName: RoleName;
  roleDisplayName: string;
  roleDescription: string;
  roleIsDefault: boolean;
}

const MEMBERSHIP_SELECT = `
  SELECT m.id AS "membershipId", o.id AS "organizationId", o.name AS "organizationName",
         o.description AS "organizationDescription", o.created_at AS "organizationCreatedAt", o.tier,
         a.id AS "accountId", a.name AS "accountName", a.description AS "accountDescription",
         a.created_at AS "accountCreatedAt", r.id AS "roleId", r.name AS "roleName",
         r.display_name AS "roleDisplayName", r.description AS "roleDescription", r.is_default AS "roleIsDefault"
    FROM memberships m
    JOIN accounts a ON a.id = m.account_id
    JOIN organizations o ON o.id = m.organization_id
    JOIN roles r ON r.id = m.role_id
   WHERE m.user_id = $1 AND m.status = 'active'`;

/** Membership lookups: the only source of which organizations and accounts a user may touch. */
@Injectable()
export class TenancyRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  listActiveMemberships(userId: string): Promise<MembershipRow[]> {
    return this.db.query(`${MEMBERSHIP_SELECT} ORDER BY o.created_at, o.id, a.created_at, a.id`, [userId]);
  }

  listActiveMembershipsInOrganization(userId: string, organizationId: string): Promise<MembershipRow[]> {
    return this.db.query(`${MEMBERSHIP_SELECT} AND m.organization_id = $2 ORDER BY a.created_at, a.id`, [
      userId,
      organizationId,
    ]);
  }

  async findActiveMembership(
    userId: string,
    organizationId: string,
    accountId: string,
  ): Promise<MembershipRow | null> {
    const rows: MembershipRow[] = await this.db.query(
      `${MEMBERSHIP_SELECT} AND m.organization_id = $2 AND m.account_id = $3`,
      [userId, organizationId, accountId],
    );
    return rows[0] ?? null;
  }
}
