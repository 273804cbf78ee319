import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AccountUser } from '@lantern/contracts';
import type { DataSource } from 'typeorm';

@Injectable()
export class AccountsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async listUsers(organizationId: string, accountId: string): Promise<AccountUser[]> {
    const rows: Array<
      Omit<AccountUser, 'createdAt' | 'role'> & {
        createdAt: Date;
        roleId: string;
        roleName: string;
        roleDisplayName: string;
        roleDescription: string;
      }
    > = await this.db.query(
      `SELECT u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName", m.status,
                m.created_at AS "createdAt", r.id AS "roleId", r.name AS "roleName",
                r.display_name AS "roleDisplayName", r.description AS "roleDescription"
           FROM memberships m
           JOIN users u ON u.id = m.user_id
           JOIN roles r ON r.id = m.role_id
          WHERE m.organization_id = $1 AND m.account_id = $2
          ORDER BY m.created_at, u.id`,
      [organizationId, accountId],
    );
    return rows.map(({ roleId, roleName, roleDisplayName, roleDescription, createdAt, ...u }) => ({
      ...u,
      createdAt: new Date(createdAt).toISOString(),
      role: { id: roleId, name: roleName, displayName: roleDisplayName, description: roleDescription },
    }));
  }
}
