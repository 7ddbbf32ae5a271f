// Stale sign-ups are deleted (issue 23): a pending sign-up (no organization made from it) whose code can
// no longer be used — every code of it expired or spent, and the row older than a code's lifetime —
// is removed with its codes, by a job on the PostgreSQL queue (pg-boss cron: one run an hour across
// every API process, never a timer of one process). A verified sign-up (accountId set) is kept: it
// says where the organization came from.
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { signups, verificationCodes } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { defineJob } from '../jobs/define';
import { CODE_TTL_MS } from './codes';

/** Deletes the pending sign-ups no code can complete any more (as of `now`, ms); returns how many. */
export async function purgeStaleSignups(db: Db, now: number): Promise<number> {
  const at = new Date(now);
  return inTransaction(db, async (tx) => {
    const stale = await tx
      .delete(signups)
      .where(
        and(
          isNull(signups.accountId),
          lt(signups.createdAt, new Date(now - CODE_TTL_MS)),
          sql`not exists (select 1 from ${verificationCodes} where ${verificationCodes.signupId} = ${signups.id} and ${verificationCodes.usedAt} is null and ${verificationCodes.expiresAt} > ${at})`,
        ),
      )
      .returning({ id: signups.id });
    const ids = stale.map((row) => row.id);
    // their codes are dead (expired or spent) and point at nothing now
    if (ids.length) await tx.delete(verificationCodes).where(and(eq(verificationCodes.purpose, 'signup'), inArray(verificationCodes.signupId, ids)));
    return ids.length;
  });
}

export const purgeSignupsJob = defineJob<Record<string, never>>({
  name: 'signups.purge-stale',
  cron: '23 * * * *',
  retryLimit: 1,
  retryDelaySeconds: 60,
  async run(ctx) {
    const purged = await purgeStaleSignups(ctx.db, ctx.now());
    if (purged) ctx.log.info({ purged }, 'stale sign-ups purged');
  },
});
