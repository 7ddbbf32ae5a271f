// Spec doc 2 "Conversations and messaging": verifyCellForwarding places a test call from one of the
// organization's numbers to the cell phone that should forward to it; validateVerifiedNumber tells
// whether it came back (`listen`: waits for it). A call that comes back records forwardingProvenAt
// on the number (number health). Without phoneNumberId both work on the target agent's own number.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AccountRow } from '../../auth/context';
import { phoneNumbers } from '../../db/schema';
import type { Db } from '../../db/store';
import { fail } from '../../http';
import { awaitCheck, startCheck, type ForwardingCheck } from '../../forwarding/checks';
import { NO_CHECK, NO_NUMBER, NUMBER_NOT_LIVE, SAME_NUMBER } from '../../forwarding/messages';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { e164Number } from '../../kit/fields';
import { reply, success } from '../../kit/schemas';
import { NUMBER_NOT_FOUND } from '../../numbers/messages';
import { numberOf, type NumberRow } from '../../numbers/ownership';
import { scopeOf } from '../../numbers/scope';
import { selectCarrier } from '../../providers/carrier';

/** How long `listen` waits at most: under the 10 s a shutdown gives requests; a client that wants longer asks again. */
const LISTEN_MS = 8_000;

const phoneNumberId = z.number().int().positive().max(999_999_999).optional().describe('The organization\'s number; default: the target agent\'s number');

const checkDoc = z.object({
  id: z.number().int(),
  phoneNumberId: z.number().int(),
  number: z.string(),
  cellNumber: z.string(),
  status: z.enum(['ringing', 'proven', 'failed']),
  createdAt: z.string(),
  provenAt: z.string().nullable(),
});
const checkReply = reply('The forwarding test call', { success, check: checkDoc, forwardingProvenAt: z.string().nullable() });

async function numberFor(db: Db, target: AccountRow, id: number | undefined): Promise<NumberRow> {
  const scope = scopeOf(target);
  let row: NumberRow | undefined;
  if (id !== undefined) row = await numberOf(db, scope, id);
  else if (target.accountType === 'agent') {
    [row] = await db.select().from(phoneNumbers).where(and(eq(phoneNumbers.agentAccountId, target.id), eq(phoneNumbers.status, 'active')));
  }
  if (!row) fail(400, NO_NUMBER);
  if (row.status !== 'active') fail(409, NUMBER_NOT_LIVE);
  return row;
}

async function answer(db: Db, check: ForwardingCheck) {
  const [number] = await db.select({ at: phoneNumbers.forwardingProvenAt }).from(phoneNumbers).where(eq(phoneNumbers.id, check.phoneNumberId));
  return {
    success: true as const,
    check: {
      id: check.id,
      phoneNumberId: check.phoneNumberId,
      number: check.number,
      cellNumber: check.cellNumber,
      status: check.status,
      createdAt: check.createdAt.toISOString(),
      provenAt: check.provenAt?.toISOString() ?? null,
    },
    forwardingProvenAt: number?.at?.toISOString() ?? null,
  };
}

export default defineArea({
  tag: 'Calls',
  routes: ({ db }) => {
    const carrier = selectCarrier();
    return [
      defineRoute({
        method: 'POST',
        url: '/api/v1/verifyCellForwarding',
        auth: 'account',
        permission: 'canSelectNumber',
        idempotent: { exempt: 'a retry places one more test call, which proves the same thing; nothing is charged' },
        summary: 'Place a test call to a cell phone that forwards to one of the organization\'s numbers (Demo carrier: a cell ending in 0000 does not forward)',
        body: z.object({ phoneNumberId, phoneNumber: e164Number.describe('The cell phone (E.164) that forwards its calls to the number') }),
        response: checkReply,
        errors: { 404: NUMBER_NOT_FOUND, 409: NUMBER_NOT_LIVE, 502: 'The carrier could not complete the request' },
        handler: async ({ body, target }) => {
          const row = await numberFor(db, target, body.phoneNumberId);
          if (row.number === body.phoneNumber) fail(400, SAME_NUMBER);
          return answer(db, await startCheck(db, carrier, row, body.phoneNumber));
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v1/validateVerifiedNumber',
        auth: 'account',
        permission: 'canSelectNumber',
        summary: 'Whether the latest forwarding test call came back; `listen` waits for it (at most 8 s)',
        body: z.object({ listen: z.boolean().default(false).describe('Wait while the test call is still ringing'), phoneNumberId }),
        response: checkReply,
        errors: { 404: `${NUMBER_NOT_FOUND}; or ${NO_CHECK}` },
        handler: async ({ body, target }) => {
          const row = await numberFor(db, target, body.phoneNumberId);
          const check = await awaitCheck(db, row.id, body.listen ? LISTEN_MS : 0);
          if (!check) fail(404, NO_CHECK);
          return answer(db, check);
        },
      }),
    ];
  },
});
