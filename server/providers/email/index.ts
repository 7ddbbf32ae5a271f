// How the server sends email: SMTP when SMTP_URL is set (MAIL_FROM, SMTP_TIMEOUT_MS), else the
// embedded mail outbox. Routes and the report scheduler never know which.
import type { Db } from '../../db/store';
import { MailOutbox } from './mailOutbox';
import { SmtpEmail } from './smtp';
import type { EmailProvider } from './types';

export type { EmailProvider, EmailProviderInfo, MailAttachment, OutgoingMail, SentMail } from './types';

export const DEFAULT_MAIL_FROM = 'Switchboard <reports@switchboard.localhost>';
export const DEFAULT_SMTP_TIMEOUT_MS = 30_000;

export function selectEmailProvider(db: Db, env: Record<string, string | undefined> = process.env): EmailProvider {
  const url = env.SMTP_URL?.trim();
  if (!url) return new MailOutbox(db);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // the URL holds a password: say what is wrong without quoting it
    throw new Error('SMTP_URL: expected smtp://user:password@host:port or smtps://…');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') throw new Error('SMTP_URL: expected an smtp:// or smtps:// URL');
  const timeout = Number(env.SMTP_TIMEOUT_MS ?? DEFAULT_SMTP_TIMEOUT_MS);
  return new SmtpEmail(db, {
    url,
    from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_SMTP_TIMEOUT_MS,
  });
}
