// Crediting a paid invoice: exactly once per payment hash (ledger key `ln:<paymentHash>`, kind
// lightning_topup), whether the payer proved it with the preimage or a real node reported it
// settled. The invoice row is locked while it is checked and credited, and the ledger key holds
// across API processes even if two of them get here together.
import { sql } from 'drizzle-orm';
import { satsToMicros } from '../../src/shared/money/usd';
import { lightningInvoices } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { fail } from '../http';
import { PLATFORM, postTransaction, walletAccount } from '../ledger/ledger';
import { LightningProviderError, type LightningProvider } from '../providers/lightning';
import { isExpired } from './decode';
import { satToUsd } from './exchangeRates';
import { invoiceOf, type InvoiceRow } from './invoices';
import { INVOICE_EXPIRED, INVOICE_NOT_OURS, INVOICE_NOT_PENDING } from './messages';

export interface Settled {
  invoice: InvoiceRow;
  /** false: it had been credited already (a replayed proof) */
  credited: boolean;
  creditedMicros: bigint | null;
}

/**
 * Credits the account's invoice `paymentHash` once. `viaNode`: the node itself said it was paid (an
 * expired invoice paid in time is still credited); otherwise a payer's proof, refused once expired.
 */
export async function settleInvoice(db: Db, accountId: number, paymentHash: string, preimage: string | null, viaNode = false): Promise<Settled> {
  return inTransaction(db, async (tx) => {
    const row = await invoiceOf(tx, accountId, paymentHash, true);
    if (!row) fail(404, INVOICE_NOT_OURS);
    if (row.status === 'paid') return { invoice: row, credited: false, creditedMicros: null };
    if (row.status !== 'pending') fail(409, INVOICE_NOT_PENDING);
    if (!viaNode && isExpired(row)) fail(409, INVOICE_EXPIRED);
    // the money contract: sats become micro-dollars at the rate of the posting
    const rate = await satToUsd(tx);
    const micros = satsToMicros(row.amountSats, rate.satToUsd);
    const { transactionId } = await postTransaction(tx, {
      idempotencyKey: `ln:${paymentHash}`,
      kind: 'lightning_topup',
      accountId,
      memo: row.purpose === 'payLink' ? 'Lightning payment (pay link)' : 'Lightning top-up',
      meta: { paymentHash, sats: row.amountSats, usdPerSat: rate.satToUsd, rateOrigin: rate.origin, quotedMicros: row.amountMicros.toString(), provider: row.provider },
      entries: [
        { ledgerAccount: walletAccount(accountId), amountMicros: micros },
        { ledgerAccount: PLATFORM.cash, amountMicros: -micros },
      ],
    });
    const [paid] = await tx
      .update(lightningInvoices)
      .set({ status: 'paid', preimage: preimage ?? row.preimage, paidAt: sql`now()`, transactionId })
      .where(sql`${lightningInvoices.paymentHash} = ${paymentHash}`)
      .returning();
    return { invoice: paid, credited: true, creditedMicros: micros };
  });
}

/** Asks a real node whether a pending invoice was paid, crediting it when so; null when not (or unreachable). */
export async function settleFromNode(db: Db, node: LightningProvider, row: InvoiceRow): Promise<InvoiceRow | null> {
  if (node.embedded || row.status !== 'pending') return null;
  try {
    const state = await node.invoiceState(row.paymentHash);
    if (!state.settled) return null;
    return (await settleInvoice(db, row.accountId, row.paymentHash, state.preimage ?? null, true)).invoice;
  } catch (error) {
    if (error instanceof LightningProviderError) return null; // the wallet shows it pending; the next look asks again
    throw error;
  }
}
