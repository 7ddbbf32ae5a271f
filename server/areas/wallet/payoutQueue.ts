// The operator's payout queue (issue 22 point 2): PayPal and Venmo requests wait here until a super
// admin (with a live admin token, like every internal money call) marks them sent or rejects them.
// Completing moves the amount platform:payouts_pending → platform:cash; rejecting returns it to the
// wallet. A request is decided once (409 after that). Every decision is in the audit log.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { microsToUsd } from '../../../src/shared/money';
import { PAYOUT_STATUSES } from '../../../src/shared/money/payouts';
import { accounts } from '../../db/schema';
import type { Db } from '../../db/store';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { PAYOUT_DECIDED, PAYOUT_NOT_FOUND } from '../../wallet/messages';
import { decidePayout, payoutQueue, payoutView, type PayoutRow } from '../../wallet/payouts';

const REASON = 'super admins only (the auth level): the platform\'s operators decide payout requests of every wallet';
const queueDoc = reply('A payout request with accountName: id, accountId, accountName, method, address, amountUsd, status, note, reference, createdAt, decidedAt');
const params = z.object({ id: z.uuid('Expected a payout request id').describe('The payout request\'s id') });
const body = z.object({ note: z.string().trim().max(500, 'At most 500 characters').default('').describe('Why, or the payment\'s reference; kept with the request and in the audit log') }).default({ note: '' });

async function ownerOf(db: Db, row: PayoutRow) {
  const [owner] = await db.select().from(accounts).where(eq(accounts.id, row.accountId));
  return owner ?? null;
}

export default defineArea({
  tag: 'Super admin',
  routes: ({ db }) => {
    const decide = (status: 'completed' | 'rejected', url: string, summary: string) =>
      defineRoute({
        method: 'POST',
        url,
        auth: 'adminToken',
        permission: 'none',
        reason: REASON,
        summary,
        params,
        body,
        response: reply('The decided request', { success, payout: queueDoc }),
        errors: { 404: PAYOUT_NOT_FOUND, 409: PAYOUT_DECIDED },
        idempotent: true,
        handler: async ({ params: p, body: b, caller, db: tx, audit }) => {
          const row = await decidePayout(tx, p.id, status, { decidedBy: caller.id, note: b.note });
          const owner = await ownerOf(tx, row);
          await audit(
            {
              action: status === 'completed' ? 'wallet.payoutCompleted' : 'wallet.payoutRejected',
              target: owner,
              before: { status: 'pending' },
              after: { payoutId: row.id, status, method: row.method, amountUsd: microsToUsd(row.amountMicros), note: row.note },
            },
            tx,
          );
          return { success: true, payout: { ...payoutView(row), accountName: owner?.accountName ?? owner?.username ?? String(row.accountId) } };
        },
      });

    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/admin/payouts',
        auth: 'adminToken',
        permission: 'none',
        reason: REASON,
        summary: 'Payout requests of every wallet, oldest first; status filters (pending: the queue to work)',
        query: z.object({
          status: z.enum(PAYOUT_STATUSES as [string, ...string[]], { error: `One of ${PAYOUT_STATUSES.join(', ')}` }).optional(),
          page: z.coerce.number().int().min(0).max(100_000).default(0),
          pageSize: z.coerce.number().int().min(1).max(100).default(50),
        }),
        response: reply('The requests', { success, payouts: z.array(queueDoc), page: z.number(), pageSize: z.number(), hasMore: z.boolean() }),
        handler: async ({ query }) => ({
          success: true,
          ...(await payoutQueue(db, query.status as (typeof PAYOUT_STATUSES)[number] | undefined, query.page, query.pageSize)),
          page: query.page,
          pageSize: query.pageSize,
        }),
      }),
      decide('completed', '/api/v2/admin/payouts/:id/complete', 'Mark a pending payout request sent (note: the payment\'s reference): its amount leaves the platform'),
      decide('rejected', '/api/v2/admin/payouts/:id/reject', 'Reject a pending payout request (note: why): its amount returns to the wallet'),
    ];
  },
});
