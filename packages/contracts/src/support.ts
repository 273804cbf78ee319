import { z } from 'zod';
import { text, uuid } from './schema-helpers';

import { SUPPORT_MESSAGE_MAX, SUPPORT_SUBJECT_MAX } from './support-limits';

export const supportTicketRequestSchema = z
  .strictObject({
    organization_id: uuid('organization_id'),
    account_id: uuid('account_id'),
    subject: text(SUPPORT_SUBJECT_MAX).trim().min(1, 'Subject is required'),
    message: text(SUPPORT_MESSAGE_MAX).trim().min(1, 'Message is required'),
  })
  .transform((v) => ({
    organizationId: v.organization_id,
    accountId: v.account_id,
    subject: v.subject,
    message: v.message,
  }));
export type SupportTicketRequest = z.output<typeof supportTicketRequestSchema>;
export const supportTicketResponseSchema = z.object({ message: z.string(), ticketId: z.string() });
export type SupportTicketResponse = z.infer<typeof supportTicketResponseSchema>;
