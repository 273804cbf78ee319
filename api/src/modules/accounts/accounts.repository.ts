import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AccountUser } from '@lantern/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AccountEntity } from './entities/account.entity';

@Injectable()
export class AccountsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async listUsers(
    organizationId: string,
    accountId: string,
    manager: EntityManager = this.db.manager,
    userId?: string,
  ): Promise<AccountUser[]> {
    const rows: Array<
      Omit<AccountUser, 'createdAt' | 'role'> & {
        createdAt: Date;
        roleId: string;
        roleName: string;
        roleDisplayName: string;
        roleDescription: string;
      }
    > = await manager.query(
      `SELECT u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName", m.status,
                m.created_at AS "createdAt", r.id AS "roleId", r.name AS "roleName",
                r.display_name AS "roleDisplayName", r.description AS "roleDescription"
           FROM memberships m
           JOIN users u ON u.id = m.user_id
           JOIN roles r ON r.id = m.role_id
          WHERE m.organization_id = $1 AND m.account_id = $2 AND ($3::uuid IS NULL OR m.user_id = $3)
          ORDER BY m.created_at, u.id`,
      [organizationId, accountId, userId ?? null],
    );
    return rows.map(({ roleId, roleName, roleDisplayName, roleDescription, createdAt, ...u }) => ({
      ...u,
      createdAt: new Date(createdAt).toISOString(),
      role: { id: roleId, name: roleName, displayName: roleDisplayName, description: roleDescription },
    }));
  }

  /** Locks the organization row: account creation counts accounts, so concurrent creations queue here. */
  async lockOrganization(m: EntityManager, organizationId: string): Promise<void> {
    await m.query('SELECT id FROM organizations WHERE id = $1 FOR UPDATE', [organizationId]);
  }

  async countAccounts(m: EntityManager, organizationId: string): Promise<number> {
    const [row] = (await m.query('SELECT count(*)::int AS n FROM accounts WHERE organization_id = $1', [
      organizationId,
    ])) as Array<{ n: number }>;
    return row?.n ?? 0;
  }

  async nameTaken(
    m: EntityManager,
    organizationId: string,
    name: string,
    exceptId?: string,
  ): Promise<boolean> {
    const rows: unknown[] = await m.query(
      `SELECT 1 FROM accounts WHERE organization_id = $1 AND lower(name) = lower($2) AND ($3::uuid IS NULL OR id <> $3)`,
      [organizationId, name, exceptId ?? null],
    );
    return rows.length > 0;
  }

  findInOrganization(
    m: EntityManager,
    organizationId: string,
    accountId: string,
  ): Promise<AccountEntity | null> {
    return m.findOne(AccountEntity, {
      where: { id: accountId, organizationId },
      lock: { mode: 'pessimistic_write' },
    });
  }
}
