// Never silent: an endpoint switched off after sustained failure is shown on its page (status and
// reason, the console's banner) and its organization's owner is emailed through the email provider.
// Other channels (a notifications API, when one lands) join through `onSwitchedOff`.
import { eq } from 'drizzle-orm';
import { accounts, webhooks } from '../db/schema';
import type { Db } from '../db/store';
import type { EmailProvider } from '../providers/email';

export type WebhookRow = typeof webhooks.$inferSelect;
export type SwitchedOffListener = (db: Db, webhook: WebhookRow, reason: string) => Promise<void>;

const listeners: SwitchedOffListener[] = [];

/** Adds a channel told of every switch-off (the notifications API's hook); returns its removal. */
export function onSwitchedOff(listener: SwitchedOffListener): () => void {
  listeners.push(listener);
  return () => void listeners.splice(listeners.indexOf(listener), 1);
}

export const alertSubject = (label: string) => `Webhook switched off: ${label}`;
export const alertText = (webhook: WebhookRow, reason: string) =>
  `Your webhook ${webhook.label ? `"${webhook.label}" ` : ''}to ${webhook.url} was switched off.\n\n${reason}.\n\n` +
  'Its deliveries are kept in its delivery log. Fix the receiver, then switch the webhook back on and replay what failed.';

export async function alertOwner(db: Db, email: EmailProvider, webhook: WebhookRow, reason: string): Promise<void> {
  // the organization's own account is its owner's (spec section 6: "id matches the org")
  const [owner] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, webhook.accountId));
  if (owner?.email) {
    await email.send({ to: owner.email, subject: alertSubject(webhook.label || webhook.url), text: alertText(webhook, reason), accountId: webhook.accountId });
  }
  for (const listener of listeners) await listener(db, webhook, reason);
}
