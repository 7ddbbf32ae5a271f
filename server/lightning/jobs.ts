// Paying a withdrawal through a real node, after the debit committed (withdrawals.ts). A job may run
// twice (a crash after paying, before it was marked done): it pays only a withdrawal still pending,
// and nodes refuse to pay one invoice twice. A node that cannot be reached is retried by the queue; a
// payment the node refuses on the first run is refunded to the wallet once (ledger key
// `lnw-refund:<paymentHash>`); a refusal on a retry is left to an operator (see below).
import { and, eq } from 'drizzle-orm';
import { lightningWithdrawals } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { defineJob } from '../jobs/define';
import { PLATFORM, postTransaction, walletAccount } from '../ledger/ledger';
import { selectLightningProvider } from '../providers/lightning';

export interface PayWithdrawalData {
  withdrawalId: string;
}

export const payWithdrawalJob = defineJob<PayWithdrawalData>({
  name: 'lightning.payWithdrawal',
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 300,
  run: async (ctx, data, job) => {
    const [row] = await ctx.db.select().from(lightningWithdrawals).where(eq(lightningWithdrawals.id, data.withdrawalId));
    if (!row || row.status !== 'pending') return;
    const result = await selectLightningProvider(ctx.db).payInvoice(row.lnInvoice, row.amountSats);
    const stillPending = and(eq(lightningWithdrawals.id, row.id), eq(lightningWithdrawals.status, 'pending'));
    if (result.status === 'paid') {
      await ctx.db.update(lightningWithdrawals).set({ status: 'paid' }).where(stillPending);
      return;
    }
    if (result.status === 'pending') throw new Error('lightning.payWithdrawal: the node has not settled the payment yet');
    if (job.retryCount > 0) {
      // an earlier run may have paid before it died: a refusal now ("already paid") proves nothing, and a
      // refund could pay twice. The withdrawal stays pending for an operator, with what the node said.
      await ctx.db.update(lightningWithdrawals).set({ failure: result.failure ?? 'refused by the node' }).where(stillPending);
      ctx.log.error({ withdrawalId: row.id, failure: result.failure }, 'lightning withdrawal refused on a retry: left pending for an operator');
      return;
    }
    await inTransaction(ctx.db, async (tx) => {
      const [failed] = await tx.update(lightningWithdrawals).set({ status: 'failed', failure: result.failure ?? 'refused by the node' }).where(stillPending).returning();
      if (!failed) return;
      await postTransaction(tx, {
        idempotencyKey: `lnw-refund:${row.paymentHash}`,
        kind: 'refund',
        accountId: row.accountId,
        memo: 'Lightning withdrawal failed: refunded',
        meta: { paymentHash: row.paymentHash, sats: row.amountSats, failure: failed.failure },
        entries: [
          { ledgerAccount: walletAccount(row.accountId), amountMicros: row.amountMicros },
          { ledgerAccount: PLATFORM.cash, amountMicros: -row.amountMicros },
        ],
      });
    });
    ctx.log.warn({ withdrawalId: row.id, failure: result.failure }, 'lightning withdrawal refused by the node; refunded');
  },
});
