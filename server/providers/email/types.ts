// One interface for outgoing email (issue 10 point 15). Routes and the report scheduler know only
// this; `selectEmailProvider` (index.ts) picks the mail outbox or SMTP from the environment.
import type { MailStatus } from '../../db/tables/mailOutbox';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** at most one: the outbox keeps one attachment per message */
  attachments?: [MailAttachment] | [];
  /** the organization the message is about: its outbox list in the console */
  accountId?: number | null;
}

export interface SentMail {
  /** the outbox row recording the message */
  id: number;
  status: MailStatus;
  error?: string;
}

export interface EmailProviderInfo {
  kind: 'outbox' | 'smtp';
  /** what the console shows; never holds credentials */
  label: string;
}

export interface EmailProvider {
  readonly info: EmailProviderInfo;
  /** Records the message in the outbox and delivers it; never throws for a delivery failure. */
  send(mail: OutgoingMail): Promise<SentMail>;
}
