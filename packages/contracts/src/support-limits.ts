// Zod-free on purpose: UI bundles import this.
export const SUPPORT_SUBJECT_MAX = 200;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_TICKET_SENT =
  'Your message reached our support team. We reply by email, usually within one business day.';
