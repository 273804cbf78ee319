import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { UserEntity } from './entities/user.entity';

@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.db.getRepository(UserEntity).findOne({ where: { id } });
  }

  /** Case-insensitive lookup, including the password hash (never selected otherwise). */
  findByEmailWithPassword(
    email: string,
    manager: EntityManager = this.db.manager,
  ): Promise<UserEntity | null> {
    return manager
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.email) = lower(:email)', { email })
      .getOne();
  }

  async emailExists(email: string, manager: EntityManager): Promise<boolean> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [
      email,
    ]);
    return rows.length > 0;
  }

  /** The organization and account the user last selected (audit rows of user-level events carry them). */
  async currentScope(
    userId: string,
    manager: EntityManager = this.db.manager,
  ): Promise<{ organizationId: string | null; accountId: string | null }> {
    const rows: Array<{ organizationId: string | null; accountId: string | null }> = await manager.query(
      'SELECT current_organization_id AS "organizationId", current_account_id AS "accountId" FROM users WHERE id = $1',
      [userId],
    );
    return rows[0] ?? { organizationId: null, accountId: null };
  }
}
