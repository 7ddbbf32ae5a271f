// Payouts over HTTP (issue 22 point 2): PayPal and Venmo requests taken from the wallet at once and
// decided by an operator (completed → platform:cash, rejected → back to the wallet, decided once);
// Stripe Connect with Demo payments (check, connect, transfer completed at once, replay charged
// once); refusals (members and hidden billing 403, another tenant 403, unknown request 404, hostile
// amounts and addresses 400 naming the field, over the balance 409, concurrent requests over the
// balance: only those that fit); a provider failure leaves the ledger as it was; the books balance.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerBalances, payoutRequests } from '../../server/db/schema';
import { balanceOf, PLATFORM, postTransaction, walletAccount } from '../../server/ledger/ledger';
import { INSUFFICIENT_FUNDS, NOT_CONNECTED, PAYOUT_DECIDED, PAYOUT_NOT_FOUND } from '../../server/wallet/messages';
import { requestPayout } from '../../server/wallet/payouts';
import { PAYOUT_ADDRESS_MESSAGES } from '../../src/shared/money/payouts';
import { apiUrl, auditRows, call, FORBIDDEN, serverWith, signIn } from './helpers';

const { server, t } = await serverWith(['superAdmin', 'acmeOwner', 'acmeAdmin', 'globexOwner', 'reseller', 'blueHarbor']);
const harbor = server.seeded.harborDental;
const acme = server.seeded.orgs.acme;
const globex = server.seeded.orgs.globex;
const db = server.db.db;
const owner = await signIn(server, 'owner@harbordental.example');
const adminToken = (await call(server, 'POST', '/internal/adminToken', { token: t.superAdmin })).body.adminToken as string;

async function fund(accountId: number, micros: bigint) {
  await postTransaction(db, {
    idempotencyKey: `test-fund-${randomUUID()}`,
    kind: 'topup',
    accountId,
    memo: 'Test top-up',
    entries: [
      { ledgerAccount: PLATFORM.cash, amountMicros: -micros },
      { ledgerAccount: walletAccount(accountId), amountMicros: micros },
    ],
  });
}
/** Empties a wallet (into platform:cash) so a test starts from a known balance. */
async function setBalance(accountId: number, micros: bigint) {
  const now = await balanceOf(db, walletAccount(accountId));
  if (now !== micros) await fund(accountId, micros - now);
}

async function post(path: string, body: unknown, opts: { token?: string; target?: number; key?: string } = {}) {
  const response = await fetch(apiUrl(server, path, { token: opts.token ?? owner, target: opts.target }), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(opts.key ? { 'idempotency-key': opts.key } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
const admin = (method: string, path: string, body?: unknown) => call(server, method, path, { token: t.superAdmin, body, query: { adminToken } });
const pendingMicros = () => balanceOf(db, PLATFORM.payoutsPending);

describe('PayPal and Venmo payout requests', () => {
  it('take the amount from the wallet into payouts_pending at once and list the request', async () => {
    await setBalance(harbor, 100_000_000n);
    const pendingBefore = await pendingMicros();
    const paypal = await post('/api/v1/payout/paypal', { address: ' Payee@Example.COM ', amountUsd: 12.5 }, { key: randomUUID() });
    expect(paypal.status).toBe(200);
    expect(paypal.body).toMatchObject({ success: true, balanceUsd: '87.50', payout: { method: 'paypal', address: 'payee@example.com', amountUsd: '12.50', status: 'pending', accountId: harbor } });
    const venmo = await post('/api/v1/payout/paypal/venmo', { address: '(415) 555-0199', amountUsd: '7.50' });
    expect(venmo.body.payout).toMatchObject({ method: 'venmo', address: '+14155550199', amountUsd: '7.50', status: 'pending' });
    const handle = await post('/api/v1/payout/paypal/venmo', { address: '@harbor_dental', amountUsd: 1 });
    expect(handle.body.payout.address).toBe('@harbor_dental');
    expect(await balanceOf(db, walletAccount(harbor))).toBe(79_000_000n);
    expect((await pendingMicros()) - pendingBefore).toBe(21_000_000n);

    const overview = (await call(server, 'GET', '/api/v1/wallet', { token: owner })).body;
    expect(overview).toMatchObject({ balanceUsd: '79.00', pendingPayoutsUsd: '21.00' });
    const list = (await call(server, 'GET', '/api/v1/payout/requests', { token: owner })).body;
    expect(list.payouts.map((p: { amountUsd: string }) => p.amountUsd)).toEqual(['1.00', '7.50', '12.50']);
    const moves = (await call(server, 'GET', '/api/v1/recentTransactions', { token: owner })).body.transactions;
    expect(moves[0]).toMatchObject({ kind: 'payout', amountUsd: '-1.00', memo: 'Payout requested (Venmo)' });
    expect((await auditRows(server, 'wallet.payoutRequested', harbor)).length).toBeGreaterThanOrEqual(3);
  });

  it('the same Idempotency-Key requests once', async () => {
    await setBalance(harbor, 50_000_000n);
    const key = randomUUID();
    const [a, b] = await Promise.all([1, 2].map(() => post('/api/v1/payout/paypal', { address: 'a@example.com', amountUsd: 10 }, { key })));
    expect(a.body.payout.id).toBe(b.body.payout.id);
    expect(await balanceOf(db, walletAccount(harbor))).toBe(40_000_000n);
  });

  it('refuses hostile amounts and addresses naming the field, and over the balance with 409; nothing changes', async () => {
    await setBalance(harbor, 20_000_000n);
    const before = (await db.select({ n: sql<number>`count(*)::int` }).from(payoutRequests))[0].n;
    for (const amountUsd of [-5, 0, 0.001, 10.005, 1e9, 10_000.01, 'ten', '1e3', null, true, 'NaN', 0.5, '', {}, '9'.repeat(40)]) {
      const r = await post('/api/v1/payout/paypal', { address: 'a@example.com', amountUsd });
      expect([r.status, String(r.body.message).startsWith('amountUsd:')], JSON.stringify(amountUsd)).toEqual([400, true]);
    }
    for (const address of ['not-an-email', 'a@b', '', 'a @example.com', 'x'.repeat(400) + '@example.com', 42, null, 'nul\u0000@example.com']) {
      const r = await post('/api/v1/payout/paypal', { address, amountUsd: 5 });
      expect([r.status, String(r.body.message).startsWith('address:')], JSON.stringify(address)).toEqual([400, true]);
    }
    for (const address of ['@abc', 'harbor', '+44 20 7946 0958', '555-0199', '(015) 555-0199', 'a@example.com']) {
      const r = await post('/api/v1/payout/paypal/venmo', { address, amountUsd: 5 });
      expect([r.status, r.body.message], address).toEqual([400, `address: ${PAYOUT_ADDRESS_MESSAGES.venmo}`]);
    }
    expect(await post('/api/v1/payout/paypal', { address: 'a@example.com', amountUsd: 20.01 })).toEqual({ status: 409, body: { success: false, message: INSUFFICIENT_FUNDS } });
    expect((await post('/api/v1/payout/paypal', { amountUsd: 5 })).body.message).toMatch(/^address:/);
    expect(await balanceOf(db, walletAccount(harbor))).toBe(20_000_000n);
    expect((await db.select({ n: sql<number>`count(*)::int` }).from(payoutRequests))[0].n).toBe(before);
  });

  it('pays out only what the wallet holds, never a plan\'s credit', async () => {
    await setBalance(harbor, 5_000_000n);
    await db.update(ledgerBalances).set({ creditLimitMicros: 50_000_000n }).where(eq(ledgerBalances.ledgerAccount, walletAccount(harbor)));
    try {
      expect((await post('/api/v1/payout/paypal', { address: 'a@example.com', amountUsd: 6 })).status).toBe(409);
    } finally {
      await db.update(ledgerBalances).set({ creditLimitMicros: 0n }).where(eq(ledgerBalances.ledgerAccount, walletAccount(harbor)));
    }
  });

  it('concurrent requests over the balance: only those that fit pass', async () => {
    await setBalance(harbor, 30_000_000n);
    const replies = await Promise.all(Array.from({ length: 7 }, (_, i) => post(i % 2 ? '/api/v1/payout/paypal/venmo' : '/api/v1/payout/paypal', { address: i % 2 ? '@harbor_dental' : 'a@example.com', amountUsd: 10 }, { key: randomUUID() })));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 409, 409, 409, 409]);
    expect(await balanceOf(db, walletAccount(harbor))).toBe(0n);
  });

  it('members 403, owners 403 where the reseller hides billing, another tenant 403; reads need canViewBilling', async () => {
    await setBalance(acme, 10_000_000n);
    const body = { address: 'a@example.com', amountUsd: 1 };
    expect(await post('/api/v1/payout/paypal', body, { token: t.acmeAdmin })).toEqual(FORBIDDEN);
    expect((await post('/api/v1/payout/paypal', body, { token: t.acmeOwner })).status).toBe(403);
    expect((await call(server, 'GET', '/api/v1/payout/requests', { token: t.acmeOwner })).status).toBe(403);
    expect((await post('/api/v1/payout/paypal/venmo', { address: '@harbor_dental', amountUsd: 1 }, { token: t.globexOwner, target: harbor })).status).toBe(403);
    expect((await post('/api/v1/payout/stripe/transferFunds', { amountUsd: 1 }, { token: t.blueHarbor, target: acme })).status).toBe(403);
    expect((await call(server, 'GET', '/api/v1/payout/stripe/checkConnectedAccount', { token: t.globexOwner, target: harbor })).status).toBe(403);
    // the reseller manages its client's wallet; the request is Acme's and only Acme's list shows it
    const made = await post('/api/v1/payout/paypal', body, { token: t.reseller, target: acme });
    expect(made.body.payout.accountId).toBe(acme);
    const globexList = (await call(server, 'GET', '/api/v1/payout/requests', { token: t.reseller, target: globex })).body.payouts;
    expect(globexList.map((p: { id: string }) => p.id)).not.toContain(made.body.payout.id);
  });
});

describe('the operator queue', () => {
  it('lists pending requests; complete → platform:cash, reject → back to the wallet; each decided once; audited', async () => {
    await setBalance(harbor, 40_000_000n);
    const a = (await post('/api/v1/payout/paypal', { address: 'a@example.com', amountUsd: 15 })).body.payout;
    const b = (await post('/api/v1/payout/paypal/venmo', { address: '@harbor_dental', amountUsd: 5 })).body.payout;
    const queue = (await admin('GET', '/api/v2/admin/payouts?status=pending')).body;
    expect(queue.payouts.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(queue.payouts.find((p: { id: string }) => p.id === a.id)).toMatchObject({ accountName: 'Harbor Dental', status: 'pending' });

    const cashBefore = await balanceOf(db, PLATFORM.cash);
    const pendingBefore = await pendingMicros();
    const done = await admin('POST', `/api/v2/admin/payouts/${a.id}/complete`, { note: 'PayPal batch 81' });
    expect(done.body.payout).toMatchObject({ status: 'completed', note: 'PayPal batch 81' });
    expect((await balanceOf(db, PLATFORM.cash)) - cashBefore).toBe(15_000_000n);
    expect(pendingBefore - (await pendingMicros())).toBe(15_000_000n);
    expect(await admin('POST', `/api/v2/admin/payouts/${a.id}/reject`, { note: 'late' })).toEqual({ status: 409, body: { success: false, message: PAYOUT_DECIDED } });

    const rejected = await admin('POST', `/api/v2/admin/payouts/${b.id}/reject`, { note: 'Unknown Venmo user' });
    expect(rejected.body.payout.status).toBe('rejected');
    expect(await balanceOf(db, walletAccount(harbor))).toBe(25_000_000n);
    expect((await admin('POST', `/api/v2/admin/payouts/${b.id}/complete`)).status).toBe(409);
    const mine = (await call(server, 'GET', '/api/v1/payout/requests', { token: owner })).body.payouts;
    expect(mine.find((p: { id: string }) => p.id === b.id)).toMatchObject({ status: 'rejected', note: 'Unknown Venmo user' });
    expect((await admin('GET', '/api/v2/admin/payouts?status=pending')).body.payouts.map((p: { id: string }) => p.id)).not.toContain(a.id);

    const [completedAudit] = await auditRows(server, 'wallet.payoutCompleted', harbor);
    expect(completedAudit.after).toMatchObject({ payoutId: a.id, amountUsd: '15.00', note: 'PayPal batch 81' });
    expect((await auditRows(server, 'wallet.payoutRejected', harbor))[0].after).toMatchObject({ payoutId: b.id, note: 'Unknown Venmo user' });
  });

  it('super admins with an admin token only; unknown 404, malformed id and status 400', async () => {
    expect((await admin('POST', `/api/v2/admin/payouts/${randomUUID()}/complete`)).body).toEqual({ success: false, message: PAYOUT_NOT_FOUND });
    expect((await admin('POST', '/api/v2/admin/payouts/1%27%20OR%201=1/complete')).status).toBe(400);
    expect((await admin('GET', '/api/v2/admin/payouts?status=lost')).body.message).toMatch(/^status:/);
    expect((await admin('POST', `/api/v2/admin/payouts/${randomUUID()}/reject`, { note: 'x'.repeat(501) })).body.message).toMatch(/^note:/);
    expect((await call(server, 'GET', '/api/v2/admin/payouts', { token: t.superAdmin })).status).toBe(401);
    for (const token of [t.reseller, t.acmeOwner, owner]) {
      expect((await call(server, 'GET', '/api/v2/admin/payouts', { token, query: { adminToken } })).status).toBe(403);
      expect((await call(server, 'POST', `/api/v2/admin/payouts/${randomUUID()}/complete`, { token, query: { adminToken } })).status).toBe(403);
    }
  });
});

describe('Stripe Connect payouts (Demo payments)', () => {
  it('not connected → refused; connect → the onboarding link; transfer completes at once; a replay sends once', async () => {
    await setBalance(harbor, 30_000_000n);
    expect((await call(server, 'GET', '/api/v1/payout/stripe/checkConnectedAccount', { token: owner })).body).toEqual({ success: true, connected: false, payoutsEnabled: false, accountId: null, provider: 'Demo payments' });
    expect(await post('/api/v1/payout/stripe/transferFunds', { amountUsd: 5 })).toEqual({ status: 409, body: { success: false, message: NOT_CONNECTED } });
    expect((await post('/api/v1/payout/stripe/connectAccount', { successUrl: 'https://evil.example/' })).body.message).toMatch(/^successUrl:/);
    const link = await post('/api/v1/payout/stripe/connectAccount', { successUrl: '/app/stripePayoutConnectSuccess', failureUrl: '/app/stripePayoutConnectFailure' }, { key: randomUUID() });
    expect(link.body).toMatchObject({ success: true, url: `${server.url}/app/stripePayoutConnectSuccess`, accountId: `demo_acct_${harbor}` });
    expect((await post('/api/v1/payout/stripe/connectAccount', {})).body.accountId).toBe(`demo_acct_${harbor}`);
    expect(await auditRows(server, 'wallet.stripeConnected', harbor)).toHaveLength(1);
    expect((await call(server, 'GET', '/api/v1/payout/stripe/checkConnectedAccount', { token: owner })).body).toMatchObject({ connected: true, payoutsEnabled: true, accountId: `demo_acct_${harbor}` });

    const cashBefore = await balanceOf(db, PLATFORM.cash);
    const pendingBefore = await pendingMicros();
    const key = randomUUID();
    const sent = await post('/api/v1/payout/stripe/transferFunds', { amountUsd: '12.34' }, { key });
    expect(sent.body).toMatchObject({ success: true, balanceUsd: '17.66', payout: { method: 'stripe', status: 'completed', amountUsd: '12.34', address: `demo_acct_${harbor}` } });
    expect(sent.body.payout.reference).toMatch(/^demo_tr_/);
    expect((await post('/api/v1/payout/stripe/transferFunds', { amountUsd: '12.34' }, { key })).body.payout.id).toBe(sent.body.payout.id);
    expect(await balanceOf(db, walletAccount(harbor))).toBe(17_660_000n);
    expect((await balanceOf(db, PLATFORM.cash)) - cashBefore).toBe(12_340_000n);
    expect(await pendingMicros()).toBe(pendingBefore);
    expect((await post('/api/v1/payout/stripe/transferFunds', { amountUsd: 17.67 })).status).toBe(409);
    expect((await post('/api/v1/payout/stripe/transferFunds', { amountUsd: 0 })).body.message).toMatch(/^amountUsd:/);
  });

  it('a provider failure leaves the ledger and the requests as they were', async () => {
    await setBalance(harbor, 10_000_000n);
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(payoutRequests))[0].n;
    const before = await count();
    const send = async () => {
      throw new Error('provider down');
    };
    await expect(requestPayout(db, { accountId: harbor, requestedBy: harbor, method: 'stripe', address: 'acct_x', amountMicros: 4_000_000n, send })).rejects.toThrow('provider down');
    expect(await balanceOf(db, walletAccount(harbor))).toBe(10_000_000n);
    expect(await count()).toBe(before);
  });
});

describe('the books', () => {
  it('balance: every transaction sums to 0 and so do all balances', async () => {
    const unbalanced = await db.execute(sql`SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING SUM(amount_micros) <> 0`);
    expect(unbalanced.rows).toEqual([]);
    const [total] = (await db.execute(sql`SELECT COALESCE(SUM(balance_micros), 0)::text AS sum FROM ledger_balances`)).rows as { sum: string }[];
    expect(total.sum).toBe('0');
    const [pending] = (await db.execute(sql`SELECT COALESCE(SUM(amount_micros), 0)::text AS sum FROM payout_requests WHERE status = 'pending'`)).rows as { sum: string }[];
    expect(BigInt(pending.sum)).toBe(await pendingMicros());
  });
});
