// Lightning withdrawals (requestWithdrawal, type 'ln'): the address is a BOLT11 invoice stating its
// amount. The wallet is debited first (ledger key `lnw:<paymentHash>`, kind withdrawal; refused
// above the balance), in the same transaction as the withdrawal row, whose payment hash is unique: an
// invoice is paid once, whoever asks again. The embedded node records it paid at once; a real node is
// paid by a job sent in that transaction, so the payment is attempted only once the debit is
// committed, and a payment the node refuses is refunded (key `lnw-refund:<paymentHash>`).
import { eq } from 'drizzle-orm';
import { MAX_INVOICE_SATS, MIN_INVOICE_SATS } from '../../src/shared/money/lightning';
import { microsToUsd, satsToMicros } from '../../src/shared/money/usd';
import { lightningInvoices, lightningWithdrawals } from '../db/schema';
import type { Db } from '../db/store';
import { inTransaction } from '../db/transaction';
import { fail } from '../http';
import { LedgerError, PLATFORM, postTransaction, walletAccount } from '../ledger/ledger';
import type { LightningProvider } from '../providers/lightning';
import { decodeInvoice, isExpired } from './decode';
import { satToUsd } from './exchangeRates';
import { ADDRESS_EXPIRED, ADDRESS_MALFORMED, ADDRESS_NO_AMOUNT, ADDRESS_OWN, ADDRESS_TAKEN, addressNetwork, INSUFFICIENT_FUNDS } from './messages';

export type WithdrawalRow = typeof lightningWithdrawals.$inferSelect;

export function withdrawalView(row: WithdrawalRow) {
  return {
    id: row.id,
    paymentHash: row.paymentHash,
    amountSats: row.amountSats,
    amountUsd: microsToUsd(row.amountMicros),
    satToUsd: row.usdPerSat,
    status: row.status,
    failure: row.failure,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface WithdrawalRequest {
  accountId: number;
  requestedBy: number;
  address: string;
}

/** Debits the wallet and records the withdrawal (see above); `pay` queues a real node's payment in `tx`. */
export function requestWithdrawal(
  db: Db,
  node: LightningProvider,
  request: WithdrawalRequest,
  pay: (tx: Db, withdrawalId: string) => Promise<void>,
): Promise<{ withdrawal: WithdrawalRow; created: boolean }> {
  // one transaction (a savepoint inside the request's): a refusal leaves no withdrawal row behind
  return inTransaction(db, (tx) => debitAndRecord(tx, node, request, pay));
}

async function debitAndRecord(
  tx: Db,
  node: LightningProvider,
  request: WithdrawalRequest,
  pay: (tx: Db, withdrawalId: string) => Promise<void>,
): Promise<{ withdrawal: WithdrawalRow; created: boolean }> {
  const invoice = decodeInvoice(request.address);
  if (!invoice) fail(400, ADDRESS_MALFORMED);
  if (invoice.network !== node.network) fail(400, addressNetwork(node.network));
  if (invoice.amountSats === null) fail(400, ADDRESS_NO_AMOUNT);
  if (invoice.amountSats < MIN_INVOICE_SATS || invoice.amountSats > MAX_INVOICE_SATS) fail(400, `address: the invoice's amount must be ${MIN_INVOICE_SATS} to ${MAX_INVOICE_SATS} sats`);
  const [earlier] = await tx.select().from(lightningWithdrawals).where(eq(lightningWithdrawals.paymentHash, invoice.paymentHash));
  if (earlier) {
    if (earlier.accountId !== request.accountId) fail(409, ADDRESS_TAKEN);
    return { withdrawal: earlier, created: false };
  }
  if (isExpired(invoice)) fail(400, ADDRESS_EXPIRED);
  const [own] = await tx.select({ hash: lightningInvoices.paymentHash }).from(lightningInvoices).where(eq(lightningInvoices.paymentHash, invoice.paymentHash));
  if (own) fail(400, ADDRESS_OWN);
  const rate = await satToUsd(tx);
  const micros = satsToMicros(invoice.amountSats, rate.satToUsd);
  if (micros <= 0n) fail(400, "address: the invoice's amount is worth less than a micro-dollar");
  const [row] = await tx
    .insert(lightningWithdrawals)
    .values({
      accountId: request.accountId,
      paymentHash: invoice.paymentHash,
      lnInvoice: invoice.lnInvoice,
      amountSats: invoice.amountSats,
      amountMicros: micros,
      usdPerSat: rate.satToUsd,
      provider: node.name,
      status: node.embedded ? 'paid' : 'pending',
      requestedBy: request.requestedBy,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) fail(409, ADDRESS_TAKEN); // another request for the same invoice committed meanwhile
  try {
    const { transactionId } = await postTransaction(tx, {
      idempotencyKey: `lnw:${invoice.paymentHash}`,
      kind: 'withdrawal',
      accountId: request.accountId,
      memo: 'Lightning withdrawal',
      meta: { paymentHash: invoice.paymentHash, sats: invoice.amountSats, usdPerSat: rate.satToUsd, rateOrigin: rate.origin, provider: node.name },
      entries: [
        { ledgerAccount: walletAccount(request.accountId), amountMicros: -micros },
        { ledgerAccount: PLATFORM.cash, amountMicros: micros },
      ],
    });
    const [withTx] = await tx.update(lightningWithdrawals).set({ transactionId }).where(eq(lightningWithdrawals.id, row.id)).returning();
    if (!node.embedded) await pay(tx, row.id);
    return { withdrawal: withTx, created: true };
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'insufficient_funds') fail(409, INSUFFICIENT_FUNDS);
    throw error;
  }
}
