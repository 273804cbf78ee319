/** The product's two messages. Plain text plus a minimal HTML twin; links come from APP_URL only. */
export interface MailMessage {
  kind: 'password_reset' | 'invite' | 'support';
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const html = (lines: string[], link: string, cta: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">${lines
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('')}<p><a href="${escapeHtml(link)}" style="background:#2563eb;color:#fff;padding:10px 16px;` +
  `border-radius:8px;text-decoration:none">${escapeHtml(cta)}</a></p><p style="color:#475569;font-size:12px">` +
  `${escapeHtml(link)}</p></body></html>`;

export function passwordResetMail(to: string, link: string): MailMessage {
  const lines = [
    'Someone asked to reset the password of your Lantern account.',
    'The link below works once and expires in 1 hour. If it was not you, ignore this email: your password stays as it is.',
  ];
  return {
    kind: 'password_reset',
    to,
    subject: 'Reset your Lantern password',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: html(lines, link, 'Reset password'),
    link,
  };
}

export function inviteMail(
  to: string,
  link: string,
  details: { inviter: string; organization: string; account: string; role: string },
): MailMessage {
  const lines = [
    `${details.inviter} invited you to join ${details.organization} (${details.account}) on Lantern as ${details.role}.`,
    'Lantern tracks how visible a brand is in AI answer engines and search. The invitation expires in 7 days.',
  ];
  return {
    kind: 'invite',
    to,
    subject: `You are invited to ${details.organization} on Lantern`,
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: html(lines, link, 'Accept invitation'),
    link,
  };
}

export function supportMail(
  to: string,
  link: string,
  ticket: { id: string; from: string; organization: string; subject: string; message: string },
): MailMessage {
  const lines = [
    `From ${ticket.from} (${ticket.organization}), ticket ${ticket.id}:`,
    ticket.subject,
    ticket.message,
  ];
  return {
    kind: 'support',
    to,
    subject: `[Support] ${ticket.subject}`,
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: html(lines, link, 'Open Lantern'),
    link,
  };
}
