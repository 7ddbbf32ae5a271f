// The mail outbox (issue 10 point 15): every message the server's email provider sends, with its
// attachment and, when SMTP delivers it, the delivery status. With no SMTP_URL it is the delivery
// itself (the embedded default): nothing to install, deterministic, readable per organization.
import { customType, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export type MailStatus = 'stored' | 'sent' | 'failed';

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    // the organization the message is about (its list in the console); null for the platform's own mail
    accountId: integer('account_id'),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentSize: integer('attachment_size'),
    attachment: bytea('attachment'),
    // 'stored': kept in the outbox only (no SMTP); 'sent': the SMTP server accepted it; 'failed': see error
    status: text('status').notNull().$type<MailStatus>(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_account_idx').on(t.accountId, t.id.desc())],
);
