// Invoices the wallet issues (issue 22 point 3): an account's one pending top-up invoice (a new
// request replaces it) and pay-link invoices anyone asks for through a slug. The amount is quoted in
// sats at the current rate; what the account is credited is decided when the payment is proven
// (settle.ts). The preimage never leaves the server.
import { and, eq } from 'drizzle-orm';
import { amountToSats, type LightningUnit } from '../../src/shared/money/lightning';
import { microsToUsd, satsToMicros } from '../../src/shared/money/usd';
import { lightningInvoices } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import type { LightningProvider } from '../providers/lightning';
import { isExpired } from './decode';
import { satToUsd } from './exchangeRates';
import { INVOICE_EXPIRY_SECONDS } from './messages';

export type InvoiceRow = typeof lightningInvoices.$inferSelect;

/** What the console sees of an invoice: never its preimage. */
export function invoiceView(row: InvoiceRow, now = Date.now()) {
  const expired = row.status === 'pending' && isExpired(row, now);
  return {
    lnInvoice: row.lnInvoice,
    paymentHash: row.paymentHash,
    amountSats: row.amountSats,
    amountUsd: microsToUsd(row.amountMicros),
    satToUsd: row.usdPerSat,
    status: expired ? 'expired' : row.status,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    provider: row.provider,
  };
}

export interface InvoiceRequest {
  accountId: number;
  requestedBy: number | null;
  amount: number;
  unit: LightningUnit;
  purpose: 'topup' | 'payLink';
  memo: string;
}

/** Issues an invoice for the account; a top-up replaces the account's pending one (same transaction). */
export async function issueInvoice(db: Db, node: LightningProvider, request: InvoiceRequest): Promise<InvoiceRow> {
  const rate = await satToUsd(db);
  const converted = amountToSats(request.amount, request.unit, rate.satToUsd);
  if ('error' in converted) fail(400, converted.error);
  const issued = await node.createInvoice({ amountSats: converted.sats, memo: request.memo, expirySeconds: INVOICE_EXPIRY_SECONDS });
  if (request.purpose === 'topup') await resetPending(db, request.accountId);
  const [row] = await db
    .insert(lightningInvoices)
    .values({
      paymentHash: issued.paymentHash,
      accountId: request.accountId,
      purpose: request.purpose,
      lnInvoice: issued.lnInvoice.toLowerCase(),
      preimage: issued.preimage,
      amountSats: converted.sats,
      amountMicros: satsToMicros(converted.sats, rate.satToUsd),
      usdPerSat: rate.satToUsd,
      provider: node.name,
      expiresAt: issued.expiresAt,
      requestedBy: request.requestedBy,
    })
    .returning();
  return row;
}

const pendingTopup = (accountId: number) =>
  and(eq(lightningInvoices.accountId, accountId), eq(lightningInvoices.purpose, 'topup'), eq(lightningInvoices.status, 'pending'));

/** The account's pending top-up invoice (expired ones included: the view says so), or null. */
export async function pendingInvoiceOf(db: Db, accountId: number): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(lightningInvoices).where(pendingTopup(accountId));
  return row ?? null;
}

/** Cancels the account's pending top-up invoice; whether there was one. */
export async function resetPending(db: Db, accountId: number): Promise<boolean> {
  const reset = await db.update(lightningInvoices).set({ status: 'reset' }).where(pendingTopup(accountId)).returning({ hash: lightningInvoices.paymentHash });
  return reset.length > 0;
}

/** An invoice by payment hash, only when it is this account's. */
export async function invoiceOf(db: Db, accountId: number, paymentHash: string, forUpdate = false): Promise<InvoiceRow | null> {
  const query = db.select().from(lightningInvoices).where(and(eq(lightningInvoices.paymentHash, paymentHash), eq(lightningInvoices.accountId, accountId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}
