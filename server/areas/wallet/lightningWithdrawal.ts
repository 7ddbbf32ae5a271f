// POST /api/v1/requestWithdrawal (spec doc 2: address, type 'ln'): pays a BOLT11 invoice from the
// wallet. The debit and the withdrawal row commit together (server/lightning/withdrawals.ts); the
// embedded node records it paid, a real node is paid by a job once the debit is committed.
import { z } from 'zod';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { payWithdrawalJob } from '../../lightning/jobs';
import { ADDRESS_TAKEN, INSUFFICIENT_FUNDS } from '../../lightning/messages';
import { bolt11Field } from '../../lightning/schemas';
import { requestWithdrawal, withdrawalView } from '../../lightning/withdrawals';
import { selectLightningProvider } from '../../providers/lightning';

const withdrawalDoc = reply('A withdrawal: id, paymentHash, amountSats, amountUsd, satToUsd, status (paid | pending | failed), failure, provider, createdAt');

export default defineArea({
  tag: 'Wallet',
  routes: ({ db, jobs }) => {
    const node = selectLightningProvider(db);
    return [
      defineRoute({
        method: 'POST',
        url: '/api/v1/requestWithdrawal',
        auth: 'account',
        permission: 'canManageBilling',
        summary: 'Pays a BOLT11 invoice (address) from the wallet; refused above the balance; one withdrawal per invoice',
        body: z.object({
          address: bolt11Field,
          type: z.literal('ln', "Expected 'ln'").describe("'ln': a lightning invoice"),
        }),
        response: reply('The withdrawal', { success, withdrawal: withdrawalDoc, created: z.boolean(), node: z.string() }),
        errors: { 409: `${INSUFFICIENT_FUNDS}; or ${ADDRESS_TAKEN}` },
        idempotent: true,
        handler: async ({ body, subject, caller, db: tx }) => {
          const { withdrawal, created } = await requestWithdrawal(tx, node, { accountId: subject.id, requestedBy: caller.id, address: body.address }, async (inTx, withdrawalId) => {
            await jobs.send(payWithdrawalJob, { withdrawalId }, { tx: inTx });
          });
          return { success: true, withdrawal: withdrawalView(withdrawal), created, node: node.name };
        },
      }),
    ];
  },
});
