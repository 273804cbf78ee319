import { Controller, Get, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { healthResponseSchema, type HealthResponse } from '@lantern/contracts';
import type { FastifyReply } from 'fastify';
import type { DataSource } from 'typeorm';
import { Endpoint } from '../../common/endpoint.decorator';
import { Public } from '../../common/access.decorators';
import { JobsService } from '../jobs/jobs.service';

export const APP_VERSION = '1.0.0';

@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobsService,
  ) {}

  @Get()
  @Public()
  @Endpoint({
    tag: 'system',
    summary: 'Database and job-queue status (503 when either is down)',
    response: healthResponseSchema,
    responses: { 503: 'Database or queue down' },
  })
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const status = await this.status();
    void reply.status(status.status === 'ok' ? 200 : 503).header('cache-control', 'no-store');
    return status;
  }

  /** Database and queue, checked now (System Status adds the platforms to this). */
  async status(): Promise<HealthResponse> {
    const [database, queue] = await Promise.all([this.databaseUp(), this.jobs.healthy()]);
    const ok = database && queue;
    return {
      status: ok ? 'ok' : 'unavailable',
      database: database ? 'up' : 'down',
      queue: queue ? 'up' : 'down',
      version: APP_VERSION,
      uptimeSeconds: Math.round(process.uptime()),
    };
  }

  private async databaseUp(): Promise<boolean> {
    try {
      await Promise.race([
        this.db.query('SELECT 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
      ]);
      return true;
    } catch {
      return false;
    }
  }
}
