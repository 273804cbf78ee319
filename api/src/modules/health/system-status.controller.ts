import { Controller, Get, Header } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  platformState,
  systemStatusResponseSchema,
  type PlatformHealth,
  type SystemStatusResponse,
} from '@lantern/contracts';
import type { DataSource } from 'typeorm';
import { SignedIn } from '../../common/access.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { PlatformCatalog } from '../platforms/platform-catalog.service';
import { HealthController } from './health.controller';

interface PlatformRow {
  platform: string;
  calls: number;
  failed: number;
  last_success_at: Date | null;
  last_error_at: Date | null;
  last_error_kind: string | null;
  last_error_message: string | null;
}

/** Anything that looks like a credential is masked before an error message leaves the server. */
export function redactSecrets(message: string): string {
  return (
    message
      .replace(/\b(sk|pk|rk|key|api|token)[-_][A-Za-z0-9_-]{8,}/gi, '[redacted]')
      // The word after 'Bearer' and the value of 'key=…' / 'token: …' always; after 'key' and a plain
      // space only a token that looks like a secret (long, with a digit), so 'The key was revoked' keeps
      // its words.
      .replace(/\b(bearer\s+)\S+/gi, '$1[redacted]')
      .replace(/\b(api[_-]?key|key|token|secret|authorization)(["']?\s*[:=]\s*)\S+/gi, '$1$2[redacted]')
      .replace(
        /\b(api[_-]?key|key|token|secret)(\s+)(?=[A-Za-z._~+/=-]*\d)[A-Za-z0-9._~+/=-]{16,}/gi,
        '$1$2[redacted]',
      )
      .replace(/\bAIza[0-9A-Za-z_-]{20,}/g, '[redacted]')
      .slice(0, 300)
  );
}

@Controller('system')
export class SystemStatusController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly health: HealthController,
    private readonly platforms: PlatformCatalog,
  ) {}

  /** The health check plus every answer engine: set-up, last success, 24 h error rate and last error. */
  @Get('status')
  @SignedIn()
  @Header('cache-control', 'no-store')
  @Endpoint({
    tag: 'system',
    summary: 'API, database, job queue and every AI platform (configured or simulated, last 24 h of calls)',
    response: systemStatusResponseSchema,
  })
  async status(): Promise<SystemStatusResponse> {
    const [base, rows] = await Promise.all([this.health.status(), this.platformRows()]);
    const byId = new Map(rows.map((r) => [r.platform, r]));
    const platforms: PlatformHealth[] = this.platforms.list().map((p) => {
      const r = byId.get(p.id);
      const calls = r?.calls ?? 0;
      const failed = r?.failed ?? 0;
      return {
        ...p,
        lastSuccessAt: r?.last_success_at ? new Date(r.last_success_at).toISOString() : null,
        calls24h: calls,
        failed24h: failed,
        errorRate24h: calls ? failed / calls : null,
        lastError:
          r?.last_error_at && r.last_error_message
            ? {
                at: new Date(r.last_error_at).toISOString(),
                kind: r.last_error_kind,
                message: redactSecrets(r.last_error_message),
              }
            : null,
        state: platformState(calls, failed),
      };
    });
    return { ...base, checkedAt: new Date().toISOString(), platforms };
  }

  private async platformRows(): Promise<PlatformRow[]> {
    try {
      return (await this.db.query(
        `SELECT p.platform,
                (SELECT count(*)::int FROM run_items i WHERE i.platform = p.platform
                   AND i.finished_at > now() - interval '24 hours' AND i.status IN ('answered', 'failed')) AS calls,
                (SELECT count(*)::int FROM run_items i WHERE i.platform = p.platform
                   AND i.finished_at > now() - interval '24 hours' AND i.status = 'failed') AS failed,
                (SELECT max(i.finished_at) FROM run_items i WHERE i.platform = p.platform
                   AND i.status = 'answered') AS last_success_at,
                e.finished_at AS last_error_at, e.error_kind AS last_error_kind, e.error_message AS last_error_message
           FROM unnest($1::text[]) AS p(platform)
           LEFT JOIN LATERAL (
             SELECT i.finished_at, i.error_kind, i.error_message FROM run_items i
              WHERE i.platform = p.platform AND i.status = 'failed'
                AND i.finished_at > now() - interval '24 hours'
              ORDER BY i.finished_at DESC LIMIT 1
           ) e ON true`,
        [this.platforms.list().map((p) => p.id)],
      )) as PlatformRow[];
    } catch {
      // The database is down: the page still lists the platforms, and the database row says why.
      return [];
    }
  }
}
