// The embedded default (issue 10 point 15): the mail outbox is the delivery. Needs nothing
// installed, deterministic; the console says plainly that no SMTP server is configured.
import type { Db } from '../../db/store';
import { OUTBOX_LABEL } from './messages';
import { recordMail } from './outbox';
import type { EmailProvider, OutgoingMail, SentMail } from './types';

export class MailOutbox implements EmailProvider {
  readonly info = { kind: 'outbox' as const, label: OUTBOX_LABEL };

  constructor(private readonly db: Db) {}

  send(mail: OutgoingMail): Promise<SentMail> {
    return recordMail(this.db, mail, 'stored');
  }
}
