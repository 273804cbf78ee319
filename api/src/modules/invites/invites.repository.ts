import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface InvitationRow {
  id: string;
  organizationId: string;
  accountId: string;
  userId: string;
  email: string;
  roleId: string;
  status: 'pending' | 'accepted' | 'revoked' | 'expired';
  expiresAt: Date;
  createdAt: Date;
  userState: string;
}

const SELECT = `
  SELECT i.id, i.organization_id AS "organizationId", i.account_id AS "accountId", i.user_id AS "userId",
         i.email, i.role_id AS "roleId", i.status, i.expires_at AS "expiresAt", i.created_at AS "createdAt",
         u.state AS "userState"
    FROM invitations i JOIN users u ON u.id = i.user_id`;

export const INVITE_TTL_DAYS = 7;

@Injectable()
export class InvitesRepository {
  async insert(
    m: EntityManager,
    row: {
      organizationId: string;
      accountId: string;
      userId: string;
      email: string;
      roleId: string;
      invitedBy: string;
      tokenHash: string;
    },
  ): Promise<InvitationRow> {
    const [{ id }] = (await m.query(
      `INSERT INTO invitations (organization_id, account_id, user_id, email, role_id, invited_by, token_hash, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(days => $8)) RETURNING id`,
      [
        row.organizationId,
        row.accountId,
        row.userId,
        row.email,
        row.roleId,
        row.invitedBy,
        row.tokenHash,
        INVITE_TTL_DAYS,
      ],
    )) as [{ id: string }];
    return (await this.findById(m, id))!;
  }

  async findById(m: EntityManager, id: string): Promise<InvitationRow | null> {
    const rows: InvitationRow[] = await m.query(`${SELECT} WHERE i.id = $1`, [id]);
    return rows[0] ?? null;
  }

  /** The newest pending invitation in the organization, by invitation id or by the invitee's user id. */
  async findPendingForResend(
    m: EntityManager,
    organizationId: string,
    id: string,
  ): Promise<InvitationRow | null> {
    const rows: InvitationRow[] = await m.query(
      `${SELECT} WHERE i.organization_id = $1 AND (i.id = $2 OR i.user_id = $2) AND i.status = 'pending'
        ORDER BY i.created_at DESC LIMIT 1`,
      [organizationId, id],
    );
    return rows[0] ?? null;
  }

  /** A pending, unexpired invitation by token hash, locked: a double submit waits and then finds nothing. */
  async lockUsable(m: EntityManager, tokenHash: string): Promise<InvitationRow | null> {
    const rows: InvitationRow[] = await m.query(
      `${SELECT} WHERE i.token_hash = $1 AND i.status = 'pending' AND i.expires_at > now() FOR UPDATE OF i`,
      [tokenHash],
    );
    return rows[0] ?? null;
  }

  async renew(m: EntityManager, id: string, tokenHash: string): Promise<void> {
    await m.query(
      `UPDATE invitations SET token_hash = $2, expires_at = now() + make_interval(days => $3), updated_at = now()
        WHERE id = $1`,
      [id, tokenHash, INVITE_TTL_DAYS],
    );
  }

  async setStatus(m: EntityManager, id: string, status: 'accepted' | 'revoked'): Promise<void> {
    await m.query(
      `UPDATE invitations SET status = $2, updated_at = now(),
              accepted_at = CASE WHEN $2 = 'accepted' THEN now() ELSE accepted_at END
        WHERE id = $1`,
      [id, status],
    );
  }

  /** Invitations that count against the per-account limit: pending and accepted ones. */
  async countUsed(m: EntityManager, accountId: string): Promise<number> {
    const [row] = (await m.query(
      "SELECT count(*)::int AS n FROM invitations WHERE account_id = $1 AND status IN ('pending', 'accepted')",
      [accountId],
    )) as Array<{ n: number }>;
    return row?.n ?? 0;
  }

  /** Names for the invitation email. */
  async describe(
    m: EntityManager,
    accountId: string,
    inviterId: string,
  ): Promise<{ organization: string; account: string; inviter: string }> {
    const [row] = (await m.query(
      `SELECT o.name AS organization, a.name AS account,
              (SELECT trim(first_name || ' ' || last_name) FROM users WHERE id = $2) AS inviter
         FROM accounts a JOIN organizations o ON o.id = a.organization_id WHERE a.id = $1`,
      [accountId, inviterId],
    )) as Array<{ organization: string; account: string; inviter: string }>;
    return row!;
  }
}
