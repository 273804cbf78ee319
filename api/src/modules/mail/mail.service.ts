import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { JobsService } from '../jobs/jobs.service';
import type { MailMessage } from './mail.templates';

export const MAIL_QUEUE = 'mail.deliver';

/**
 * Every message is first a row of mail_outbox, written in the transaction that caused it. With SMTP_URL
 * a job (enqueued in the same transaction) delivers it through nodemailer, with retries; without it the
 * row stays in the outbox and one log line shows the recipient, subject and link.
 */
@Injectable()
export class MailService implements OnModuleInit {
  private readonly logger = new Logger('Mail');
  private transport: Transporter | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(MAIL_QUEUE, (data) => this.deliver((data as { id: string }).id), {
      pollingIntervalSeconds: 0.5,
      retryLimit: 5,
    });
  }

  /** The link of a product page, always from APP_URL (never the request's Host header). */
  link(path: string, query: Record<string, string>): string {
    return `${this.config.APP_URL}${path}?${new URLSearchParams(query).toString()}`;
  }

  async queue(manager: EntityManager, message: MailMessage): Promise<void> {
    const smtp = Boolean(this.config.SMTP_URL);
    const [row] = (await manager.query(
      `INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body, link, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        message.kind,
        message.to,
        message.subject,
        message.text,
        message.html,
        message.link,
        smtp ? 'pending' : 'outbox',
      ],
    )) as Array<{ id: string }>;
    if (smtp) {
      await this.jobs.send(MAIL_QUEUE, { id: row!.id }, manager);
    } else {
      this.logger.log(`outbox: to=${message.to} subject="${message.subject}" link=${message.link}`);
    }
  }

  private async deliver(id: string): Promise<void> {
    const rows: Array<{
      to_address: string;
      subject: string;
      text_body: string;
      html_body: string;
      status: string;
    }> = await this.db.query(
      'SELECT to_address, subject, text_body, html_body, status FROM mail_outbox WHERE id = $1',
      [id],
    );
    const mail = rows[0];
    if (!mail || mail.status === 'sent') return;
    this.transport ??= createTransport(this.config.SMTP_URL);
    try {
      await this.transport.sendMail({
        from: this.config.MAIL_FROM,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
      });
      await this.db.query(
        "UPDATE mail_outbox SET status = 'sent', sent_at = now(), attempts = attempts + 1 WHERE id = $1",
        [id],
      );
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await this.db.query(
        "UPDATE mail_outbox SET status = 'failed', attempts = attempts + 1, last_error = $2 WHERE id = $1",
        [id, message.slice(0, 1000)],
      );
      this.logger.warn(`delivery of ${id} to ${mail.to_address} failed: ${message}`);
      throw err;
    }
  }
}
