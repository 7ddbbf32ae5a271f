// Issue 22 point 6, auto-reload: concurrent charges against a wallet below its threshold reload it
// at most up to the monthly limit, each reload notified (and mailed to the owner), the limit's
// refusal notified once a month; the books balance and no reload is counted twice.
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTO_RELOAD_KINDS, autoReload } from '../../server/billing/autoReload';
import { autoReloads, ledgerEntries, ledgerTransactions, mailOutbox, notifications } from '../../server/db/schema';
import { balanceOf, LedgerError, PLATFORM, postTransaction, walletAccount } from '../../server/ledger/ledger';
import { DEFAULT_HTTP_LIMITS } from '../../server/kit/connectionLimits';
import { call, serverWith, signIn } from './helpers';

// a long keep-alive: the concurrent rounds between two calls can outlast the default (ECONNRESET is the client's race)
const { server } = await serverWith([], { http: { ...DEFAULT_HTTP_LIMITS, keepAliveTimeoutMs: 60_000 } });
const db = server.db.db;
const harbor = server.seeded.harborDental;
const owner = await signIn(server, 'owner@harbordental.example');
const month = new Date().toISOString().slice(0, 7);
const CHARGE = 600_000n; // $0.60

/** One usage charge as the daily job makes it: reload first when the wallet cannot pay, then post. */
async function charge(n: number): Promise<'posted' | 'unpaid'> {
  if ((await balanceOf(db, walletAccount(harbor))) < CHARGE) await autoReload(db, harbor);
  try {
    await postTransaction(db, { idempotencyKey: `test-charge:${harbor}:${n}`, kind: 'usage', accountId: harbor, entries: [
      { ledgerAccount: walletAccount(harbor), amountMicros: -CHARGE },
      { ledgerAccount: PLATFORM.revenue, amountMicros: CHARGE },
    ] });
    return 'posted';
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'insufficient_funds') return 'unpaid';
    throw error;
  }
}
const kinds = async (kind: string) => db.select().from(notifications).where(and(eq(notifications.accountId, harbor), eq(notifications.kind, kind)));

describe('auto-reload under concurrent charges', () => {
  it('never reloads past the monthly limit; each reload and the first refusal are notified', async () => {
    const start = await balanceOf(db, walletAccount(harbor));
    if (start > 0n) {
      await postTransaction(db, { idempotencyKey: `test-drain:${harbor}`, kind: 'usage', accountId: harbor, entries: [
        { ledgerAccount: walletAccount(harbor), amountMicros: -start },
        { ledgerAccount: PLATFORM.revenue, amountMicros: start },
      ] });
    }
    const set = await call(server, 'PUT', '/api/v2/billing/spendControls', { token: owner, body: { autoReloadAmountUsd: 1, autoReloadThresholdUsd: '0.50', autoReloadMonthlyLimitUsd: 3 } });
    expect(set.status).toBe(200);

    // rounds of three concurrent charges (the job's charges in three API processes), until well past the limit
    const outcomes: string[] = [];
    for (let round = 0; round < 8; round++) outcomes.push(...(await Promise.all([0, 1, 2].map((i) => charge(round * 3 + i)))));
    // the $3 the limit allows pays exactly five charges of $0.60; the others stay unpaid
    expect(outcomes.filter((o) => o === 'posted')).toHaveLength(5);
    const reloads = await db.select().from(autoReloads).where(and(eq(autoReloads.accountId, harbor), eq(autoReloads.month, month)));
    expect(reloads.map((r) => r.seq).sort()).toEqual([1, 2, 3]);
    expect(reloads.reduce((s, r) => s + r.amountMicros, 0n)).toBe(3_000_000n);
    const posted = await db.select().from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, `autoreload:${harbor}:${month}:%`));
    expect(posted).toHaveLength(3);
    expect(await balanceOf(db, walletAccount(harbor))).toBe(0n);
    // the books: every transaction's entries sum to zero, the balance row equals its entries
    const entries = await db.select().from(ledgerEntries);
    const byTx = new Map<string, bigint>();
    for (const e of entries) byTx.set(e.transactionId, (byTx.get(e.transactionId) ?? 0n) + e.amountMicros);
    expect([...byTx.values()].every((v) => v === 0n)).toBe(true);
    const wallet = entries.filter((e) => e.ledgerAccount === walletAccount(harbor)).reduce((s, e) => s + e.amountMicros, 0n);
    expect(wallet).toBe(await balanceOf(db, walletAccount(harbor)));

    expect(await kinds(AUTO_RELOAD_KINDS.done)).toHaveLength(3);
    const refused = await kinds(AUTO_RELOAD_KINDS.refused);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body).toContain('$3.00 monthly limit');
    // a later refusal this month tells nobody again
    expect(await autoReload(db, harbor)).toBe(0n);
    expect(await kinds(AUTO_RELOAD_KINDS.refused)).toHaveLength(1);
    const mail = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'owner@harbordental.example'));
    expect(mail.filter((m) => /auto-reload/i.test(m.subject))).toHaveLength(4);
  });

  it('raising the limit lets the next charge reload again', async () => {
    await call(server, 'PUT', '/api/v2/billing/spendControls', { token: owner, body: { autoReloadMonthlyLimitUsd: 4 } });
    expect(await autoReload(db, harbor)).toBe(1_000_000n);
    expect(await autoReload(db, harbor)).toBe(0n); // above the threshold now
  });
});
