import { Injectable } from '@nestjs/common';
import type { ActivityType, EntityType } from '@lantern/contracts';
import type { EntityManager } from 'typeorm';
import type { RequestMeta } from '../../common/request-context';
import { ActivityEntity } from './entities/activity.entity';

export interface ActivityInput {
  type: ActivityType;
  entityType: EntityType;
  entityId?: string | null;
  description: string;
  organizationId?: string | null;
  accountId?: string | null;
  userId?: string | null;
  metadata?: Record<string, unknown>;
}

/** Writes audit rows. Always called with the EntityManager of the change's own transaction. */
@Injectable()
export class ActivitiesService {
  async record(manager: EntityManager, meta: RequestMeta, input: ActivityInput): Promise<void> {
    const actor = input.userId ? await this.actor(manager, input.userId) : null;
    await manager.insert(ActivityEntity, {
      userName: actor?.name ?? null,
      userEmail: actor?.email ?? null,
      activityType: input.type,
      entityType: input.entityType,
      entityId: input.entityId ?? null,
      description: input.description,
      organizationId: input.organizationId ?? null,
      accountId: input.accountId ?? null,
      userId: input.userId ?? null,
      ipAddress: meta.ip,
      userAgent: meta.userAgent,
      metadata: { requestId: meta.requestId, ...input.metadata },
    });
  }

  private async actor(
    manager: EntityManager,
    userId: string,
  ): Promise<{ name: string; email: string } | null> {
    const rows: Array<{ name: string; email: string }> = await manager.query(
      "SELECT trim(first_name || ' ' || last_name) AS name, email FROM users WHERE id = $1",
      [userId],
    );
    return rows[0] ?? null;
  }
}
