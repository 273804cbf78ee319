import { randomUUID } from 'node:crypto';
import { Body, Controller, Inject, Post } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  SUPPORT_TICKET_SENT,
  supportTicketRequestSchema,
  supportTicketResponseSchema,
  type SupportTicketRequest,
  type SupportTicketResponse,
} from '@lantern/contracts';
import type { DataSource } from 'typeorm';
import { from, Requires } from '../../common/access.decorators';
import { Endpoint } from '../../common/endpoint.decorator';
import { Meta, type RequestMeta } from '../../common/request-context';
import type { AppConfig } from '../../config/config';
import { APP_CONFIG } from '../../config/config.module';
import { Access, type AccessContext } from '../access/access-context';
import { ActivitiesService } from '../activities/activities.service';
import { MailService } from '../mail/mail.service';
import { supportMail } from '../mail/mail.templates';

@Controller('support')
export class SupportController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly activities: ActivitiesService,
  ) {}

  /** Contact Support: the message goes to SUPPORT_EMAIL and into the audit trail, in one transaction. */
  @Post('tickets')
  @Requires('account', 'view', { org: from.body('organizationId'), account: from.body('accountId') })
  @Endpoint({
    tag: 'support',
    summary: 'Send a message to the support team',
    body: supportTicketRequestSchema,
    response: supportTicketResponseSchema,
  })
  create(
    @Access() access: AccessContext,
    @Body() body: SupportTicketRequest,
    @Meta() meta: RequestMeta,
  ): Promise<SupportTicketResponse> {
    const ticketId = randomUUID();
    return this.db.transaction(async (m) => {
      const [who] = (await m.query(
        `SELECT u.email, trim(u.first_name || ' ' || u.last_name) AS name, o.name AS organization
           FROM users u, organizations o WHERE u.id = $1 AND o.id = $2`,
        [access.userId, access.organizationId],
      )) as Array<{ email: string; name: string; organization: string }>;
      await this.mail.queue(
        m,
        supportMail(this.config.SUPPORT_EMAIL, this.config.APP_URL, {
          id: ticketId,
          from: `${who!.name} <${who!.email}>`,
          organization: who!.organization,
          subject: body.subject,
          message: body.message,
        }),
      );
      await this.activities.record(m, meta, {
        type: 'support_ticket_created',
        entityType: 'settings',
        entityId: ticketId,
        description: `Support request: ${body.subject}`,
        organizationId: access.organizationId,
        accountId: access.accountId,
        userId: access.userId,
        metadata: { subject: body.subject, length: body.message.length },
      });
      return { message: SUPPORT_TICKET_SENT, ticketId };
    });
  }
}
