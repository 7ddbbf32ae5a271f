// POST /api/v1/mobileCheckIn and GET /api/v1/checkIn/{kind} (docs/api-contract.md "Mobile"): the
// time of the caller's last check-in per kind, kept in its own settings under `checkIns.<kind>`.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { accounts } from '../../db/schema';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { setPath } from '../../rules/deepMerge';
import type { AccountRow } from '../../auth/context';
import { inTransaction } from '../../db/transaction';

const checkInBody = z.object({ checkIn: z.literal(true, 'Expected true') });
const kindParams = z.object({ kind: z.string().regex(/^[a-z]{1,20}$/, 'Expected 1 to 20 lower-case letters') });

const checkInReply = reply('Whether and when the caller last checked in', {
  success,
  checkedIn: z.boolean(),
  at: z.number().int().nullable(),
});

function lastCheckIn(caller: AccountRow, kind: string) {
  const checkIns = caller.settings.checkIns as Record<string, unknown> | undefined;
  const value = checkIns && typeof checkIns === 'object' && Object.hasOwn(checkIns, kind) ? checkIns[kind] : undefined;
  const at = typeof value === 'number' ? value : null;
  return { success: true, checkedIn: at !== null, at };
}

export default defineArea({
  tag: 'Mobile',
  routes: ({ db }) => [
    defineRoute({
      method: 'POST',
      url: '/api/v1/mobileCheckIn',
      permission: 'none',
      reason: "the mobile app checks in for the signed-in account itself",
      auth: 'account',
      summary: 'Record that the caller\'s mobile app checked in',
      body: checkInBody,
      response: reply('The check-in time', { success, at: z.number().int() }),
      handler: async ({ caller }) => {
        const at = Math.floor(Date.now() / 1000);
        // Read-modify-write under a row lock, so a concurrent settings write is not lost.
        await inTransaction(db, async (tx) => {
          const [row] = await tx.select({ settings: accounts.settings }).from(accounts).where(eq(accounts.id, caller.id)).for('update');
          const settings = setPath(row.settings, 'checkIns.mobile', at);
          await tx.update(accounts).set({ settings }).where(eq(accounts.id, caller.id));
        });
        return { success: true, at };
      },
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/checkIn',
      permission: 'none',
      reason: "the signed-in account's own check-in state",
      auth: 'account',
      summary: 'The caller\'s last mobile check-in',
      response: checkInReply,
      handler: ({ caller }) => lastCheckIn(caller, 'mobile'),
    }),

    defineRoute({
      method: 'GET',
      url: '/api/v1/checkIn/:kind',
      permission: 'none',
      reason: "the signed-in account's own check-in state",
      auth: 'account',
      summary: 'The caller\'s last check-in of a kind',
      params: kindParams,
      response: checkInReply,
      handler: ({ caller, params }) => lastCheckIn(caller, params.kind),
    }),
  ],
});
