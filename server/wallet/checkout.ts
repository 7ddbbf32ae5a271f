// Top-up checkouts: a session is recorded before the user pays (its account and amount are ours, not
// the provider's word), and paying it credits the wallet exactly once: the ledger key
// `checkout:<sessionId>` and the session row locked while it turns 'paid' both see to it.
import { eq } from 'drizzle-orm';
import { paymentSessions } from '../db/schema';
import type { Db } from '../db/store';
import { PLATFORM, postTransaction, walletAccount } from '../ledger/ledger';
import type { PaymentsProvider } from '../providers/payments/types';

export type SessionRow = typeof paymentSessions.$inferSelect;

export interface StartCheckout {
  accountId: number;
  amountMicros: bigint;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  /** the caller's Idempotency-Key, or one derived from the request */
  idempotencyKey: string;
}

/** A new checkout session (or, for a key already used, the session it made). */
export async function startCreditCheckout(db: Db, provider: PaymentsProvider, origin: string, input: StartCheckout): Promise<{ url: string; sessionId: string }> {
  const [existing] = await db.select().from(paymentSessions).where(eq(paymentSessions.createKey, `${input.accountId}:${input.idempotencyKey}`));
  if (existing) return { sessionId: existing.id, url: sessionUrl(existing, origin) };
  const session = await provider.createCreditCheckout(input, origin);
  await db.insert(paymentSessions).values({
    id: session.sessionId,
    provider: provider.kind,
    mode: 'credit',
    accountId: input.accountId,
    amountMicros: input.amountMicros,
    currency: input.currency,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    createKey: `${input.accountId}:${input.idempotencyKey}`,
    meta: provider.kind === 'stripe' ? { url: session.url } : {},
  });
  return session;
}

function sessionUrl(row: SessionRow, origin: string): string {
  const stored = (row.meta as { url?: unknown }).url;
  return typeof stored === 'string' ? stored : `${origin}/pay/demo/${row.id}`;
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, id));
  return row;
}

/**
 * Marks a credit session paid and credits its wallet, once however often it is called (a replayed
 * success, a duplicate webhook, two processes at once). `amountMicros`: what the provider says was
 * paid, when it says (Stripe's amount_total); a mismatch credits nothing.
 */
export async function settleCreditSession(db: Db, sessionId: string, paid?: { amountMicros: bigint; reference: string }): Promise<{ credited: boolean; session: SessionRow | undefined }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId)).for('update');
    if (!row || row.mode !== 'credit') return { credited: false, session: row };
    // paid already (a replay), or cancelled: nothing to credit
    if (row.status !== 'open') return { credited: false, session: row };
    if (paid && paid.amountMicros !== row.amountMicros) return { credited: false, session: row };
    const { created } = await postTransaction(tx, {
      idempotencyKey: `checkout:${row.id}`,
      kind: 'topup',
      accountId: row.accountId,
      memo: 'Wallet top-up',
      meta: { provider: row.provider, sessionId: row.id, ...(paid ? { reference: paid.reference } : {}) },
      entries: [
        { ledgerAccount: walletAccount(row.accountId), amountMicros: row.amountMicros },
        { ledgerAccount: PLATFORM.cash, amountMicros: -row.amountMicros },
      ],
    });
    const [updated] = await tx.update(paymentSessions).set({ status: 'paid', paidAt: new Date() }).where(eq(paymentSessions.id, row.id)).returning();
    return { credited: created, session: updated };
  });
}

/** The user left the checkout: the session can no longer be paid. */
export async function cancelSession(db: Db, sessionId: string): Promise<SessionRow | undefined> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId)).for('update');
    if (!row || row.status !== 'open') return row;
    const [updated] = await tx.update(paymentSessions).set({ status: 'canceled' }).where(eq(paymentSessions.id, row.id)).returning();
    return updated;
  });
}

// Subscription sessions settle in billing (the Stripe webhook and the demo page import it from here too).
export { settleSubscriptionSession, type SubscriptionPaid } from '../billing/subscriptionCheckout';
