// How long the mail outbox keeps a message, its PDF with it (issue 10 follow-up): 90 days unless
// MAIL_OUTBOX_DAYS says otherwise. The report scheduler's tick prunes what is older.
import { lt } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import type { Db } from '../../db/store';

export const DEFAULT_MAIL_OUTBOX_DAYS = 90;
const DAY_MS = 86_400_000;

/** MAIL_OUTBOX_DAYS as a whole number of days ≥ 1. A bad value stops the start rather than falling
 * back: "180d" read as the default would delete mail the operator meant to keep. */
export function mailOutboxDays(env: Record<string, string | undefined> = process.env): number {
  const raw = env.MAIL_OUTBOX_DAYS?.trim();
  if (!raw) return DEFAULT_MAIL_OUTBOX_DAYS;
  const days = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(days) || days < 1) {
    throw new Error('MAIL_OUTBOX_DAYS: expected a whole number of days, 1 or more');
  }
  return days;
}

/** Deletes the outbox messages created more than `days` days before `nowMs`; how many it deleted. */
export async function pruneMailOutbox(db: Db, nowMs: number, days: number): Promise<number> {
  const deleted = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, new Date(nowMs - days * DAY_MS)))
    .returning({ id: mailOutbox.id });
  return deleted.length;
}
