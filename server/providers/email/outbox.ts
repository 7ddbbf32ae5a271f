// Writing a message into the mail outbox: the embedded default's delivery, and the SMTP adapter's
// record of what it delivered (or why it could not).
import { mailOutbox, type MailStatus } from '../../db/schema';
import type { Db } from '../../db/store';
import type { OutgoingMail, SentMail } from './types';

export async function recordMail(db: Db, mail: OutgoingMail, status: MailStatus, error?: string): Promise<SentMail> {
  const attachment = mail.attachments?.[0];
  const [row] = await db
    .insert(mailOutbox)
    .values({
      accountId: mail.accountId ?? null,
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      attachmentName: attachment?.filename ?? null,
      attachmentType: attachment?.contentType ?? null,
      attachmentSize: attachment?.content.length ?? null,
      attachment: attachment?.content ?? null,
      status,
      error: error ?? null,
    })
    .returning({ id: mailOutbox.id });
  return { id: row.id, status, ...(error ? { error } : {}) };
}
