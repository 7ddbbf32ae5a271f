// The wallet's routes over HTTP (issue 22 points 2-3): the Demo payments checkout end to end (page →
// pay with 4242 → redirect → balance credited once even when the success is replayed), a declined
// card, cancel; the overview naming the provider; recentTransactions; rewards claimed once; refunds
// posted to the ledger once; refusals (members 403, another tenant 404, hostile amounts and URLs).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PLATFORM, postTransaction, rewardsAccount, walletAccount, balanceOf } from '../../server/ledger/ledger';
import { apiUrl, call, FORBIDDEN, serverWith } from './helpers';

const { server, t } = await serverWith(['acmeOwner', 'acmeAdmin', 'globexOwner', 'reseller', 'superAdmin', 'blueHarbor']);
const acme = server.seeded.orgs.acme;
const globex = server.seeded.orgs.globex;
const db = server.db.db;

const overview = async (token: string, target?: number) => (await call(server, 'GET', '/api/v1/wallet', { token, target })).body;
async function checkout(token: string, body: Record<string, unknown>, key = randomUUID(), target?: number) {
  const response = await fetch(apiUrl(server, '/api/v1/checkout/vidaCredit', { token, target }), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
/** The pay page's form, posted as a browser does (no redirect followed). */
async function pay(url: string, card: string, action = 'pay') {
  const response = await fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ card, action }).toString() });
  return { status: response.status, location: response.headers.get('location'), text: await response.text() };
}

describe('Demo payments top-up', () => {
  it('page → pay with 4242 → redirect to the success landing → credited once, even when replayed', async () => {
    expect((await overview(t.reseller, acme)).provider).toEqual({ kind: 'demo', name: 'Demo payments' });
    const before = (await overview(t.reseller, acme)).balanceUsd;
    const started = await checkout(t.reseller, { amount: 25.5, currency: 'usd' }, randomUUID(), acme);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ success: true, amountUsd: '25.50', provider: 'Demo payments' });
    expect(started.body.url).toBe(`${server.url}/pay/demo/${started.body.sessionId}`);

    const page = await fetch(started.body.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('Add $25.50 to your wallet');
    expect(html).toContain('4242 4242 4242 4242');

    const paid = await pay(started.body.url, '4242 4242 4242 4242');
    expect([paid.status, paid.location]).toEqual([303, `${server.url}/app/paymentSuccess`]);
    const replay = await pay(started.body.url, '4242 4242 4242 4242');
    expect([replay.status, replay.location]).toEqual([303, `${server.url}/app/paymentSuccess`]);
    await Promise.all([pay(started.body.url, '4242424242424242'), pay(started.body.url, '4242424242424242')]);
    expect(Number((await overview(t.reseller, acme)).balanceUsd) - Number(before)).toBeCloseTo(25.5, 2);

    const list = (await call(server, 'GET', '/api/v1/recentTransactions', { token: t.reseller, target: acme })).body;
    expect(list.transactions[0]).toMatchObject({ kind: 'topup', account: 'wallet', amountUsd: '25.50', memo: 'Wallet top-up' });
    expect(list.transactions.filter((m: { amountUsd: string; kind: string }) => m.kind === 'topup' && m.amountUsd === '25.50')).toHaveLength(1);
  });

  it('the same Idempotency-Key gives the same session; a declined card pays nothing; cancel lands on paymentCancel', async () => {
    const key = randomUUID();
    const a = await checkout(t.reseller, { amount: 10 }, key, acme);
    const b = await checkout(t.reseller, { amount: 10 }, key, acme);
    expect(b.body.sessionId).toBe(a.body.sessionId);
    const before = (await overview(t.reseller, acme)).balanceUsd;
    const declined = await pay(a.body.url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.text).toContain('Your card was declined.');
    expect((await pay(a.body.url, '1234')).status).toBe(400);
    expect((await overview(t.reseller, acme)).balanceUsd).toBe(before);
    const cancelled = await pay(a.body.url, '', 'cancel');
    expect([cancelled.status, cancelled.location]).toEqual([303, `${server.url}/app/paymentCancel`]);
    // a cancelled session can no longer be paid
    expect((await pay(a.body.url, '4242424242424242')).status).toBe(409);
    expect((await overview(t.reseller, acme)).balanceUsd).toBe(before);
    expect((await fetch(`${server.url}/pay/demo/demo_cs_nosuchsession`)).status).toBe(404);
  });

  it('refuses hostile amounts, currencies and return URLs, naming the field', async () => {
    for (const amount of [0, -5, 0.001, 10.005, 1e9, 'ten', '1e3', null, 0.5, 'NaN', true]) {
      const r = await checkout(t.reseller, { amount }, randomUUID(), acme);
      expect([r.status, String(r.body.message).startsWith('amount:')], JSON.stringify(amount)).toEqual([400, true]);
    }
    expect((await checkout(t.reseller, { amount: 5, currency: 'eur' }, randomUUID(), acme)).body.message).toMatch(/^currency:/);
    expect((await checkout(t.reseller, { amount: 5, successUrl: 'https://evil.example/x' }, randomUUID(), acme)).body.message).toMatch(/^successUrl:/);
    expect((await checkout(t.reseller, { amount: 5, cancelUrl: '//evil.example/x' }, randomUUID(), acme)).body.message).toMatch(/^cancelUrl:/);
    expect((await checkout(t.reseller, { amount: 5, successUrl: 'javascript:alert(1)' }, randomUUID(), acme)).body.message).toMatch(/^successUrl:/);
    expect((await checkout(t.reseller, { amount: '12.30', successUrl: '/app/paymentSuccess?x=1' }, randomUUID(), acme)).status).toBe(200);
  });

  it('members 403 (admins never hold billing), owners 403 where the reseller hides billing, another tenant\'s account 403', async () => {
    expect(await checkout(t.acmeAdmin, { amount: 5 })).toEqual({ status: 403, body: FORBIDDEN.body });
    expect((await call(server, 'GET', '/api/v1/recentTransactions', { token: t.acmeAdmin })).status).toBe(403);
    // Northwind (showBilling false) hides billing from its clients' owners: they neither see nor move money
    expect((await call(server, 'GET', '/api/v1/wallet', { token: t.acmeOwner })).status).toBe(403);
    expect((await checkout(t.acmeOwner, { amount: 5 })).status).toBe(403);
    // another tenant's account as the target: the house's answer for accounts outside the caller's subtree
    expect((await call(server, 'GET', '/api/v1/recentTransactions', { token: t.globexOwner, target: acme })).status).toBe(403);
    expect((await call(server, 'GET', '/api/v1/recentTransactions', { token: t.blueHarbor, target: acme })).status).toBe(403);
    expect((await checkout(t.blueHarbor, { amount: 5 }, randomUUID(), acme)).status).toBe(403);
    expect((await checkout(t.reseller, { amount: 5 }, randomUUID(), acme)).status).toBe(200);
  });
});

describe('rewards', () => {
  it('claimRewards moves rewards into the wallet once; referralRewards lists them', async () => {
    await postTransaction(db, {
      idempotencyKey: `test-reward-${randomUUID()}`,
      kind: 'reward',
      accountId: globex,
      memo: 'Referral: Initech',
      entries: [
        { ledgerAccount: PLATFORM.revenue, amountMicros: -7_500_000n },
        { ledgerAccount: rewardsAccount(globex), amountMicros: 7_500_000n },
      ],
    });
    const listed = (await call(server, 'GET', '/api/v1/referralRewards', { token: t.reseller, target: globex })).body;
    expect(listed).toMatchObject({ unclaimedUsd: '7.50', rewards: [{ kind: 'reward', amountUsd: '7.50', memo: 'Referral: Initech' }] });
    const claims = await Promise.all([1, 2, 3].map(() => call(server, 'POST', '/api/v1/claimRewards', { token: t.reseller, target: globex, body: { claim: 'true' } })));
    expect(claims.map((c) => c.body.claimedUsd).sort()).toEqual(['0.00', '0.00', '7.50']);
    expect(await balanceOf(db, walletAccount(globex))).toBe(7_500_000n);
    expect(await balanceOf(db, rewardsAccount(globex))).toBe(0n);
    expect((await call(server, 'POST', '/api/v1/claimRewards', { token: t.reseller, target: globex, body: { claim: 'yes' } })).body.message).toMatch(/^claim:/);
    expect((await call(server, 'POST', '/api/v1/claimRewards', { token: t.acmeAdmin, body: { claim: 'true' } })).status).toBe(403);
  });
});

describe('refunds through the ledger', () => {
  it('/internal/issueRefundToUser credits the wallet once, USD or sats at the fallback rate', async () => {
    const session = await call(server, 'POST', '/internal/adminToken', { token: t.superAdmin });
    const adminToken = session.body.adminToken as string;
    const refund = async (body: Record<string, unknown>, key = randomUUID()) => {
      const response = await fetch(apiUrl(server, '/internal/issueRefundToUser', { token: t.superAdmin, query: { adminToken } }), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    };
    const before = await balanceOf(db, walletAccount(globex));
    const key = randomUUID();
    expect((await refund({ username: 'globex', usdAmount: 3.25 }, key)).status).toBe(200);
    expect((await refund({ username: 'globex', usdAmount: 3.25 }, key)).status).toBe(200);
    expect(await balanceOf(db, walletAccount(globex))).toBe(before + 3_250_000n);
    expect((await refund({ username: 'globex', satsAmount: 1000 })).status).toBe(200);
    // 1000 sats × 0.00043 USD
    expect(await balanceOf(db, walletAccount(globex))).toBe(before + 3_250_000n + 430_000n);
    const moves = (await call(server, 'GET', '/api/v1/recentTransactions', { token: t.reseller, target: globex })).body.transactions;
    expect(moves.slice(0, 2).map((m: { kind: string; amountUsd: string }) => [m.kind, m.amountUsd])).toEqual([
      ['refund', '0.43'],
      ['refund', '3.25'],
    ]);
    expect((await refund({ username: 'globex', usdAmount: 0.001 })).status).toBe(400);
    expect(await balanceOf(db, walletAccount(globex))).toBe(before + 3_680_000n);
  });
});

describe('recentTransactions paging', () => {
  it('newest first, page and pageSize, hostile values refused', async () => {
    const page0 = (await call(server, 'GET', '/api/v1/recentTransactions', { token: t.reseller, target: globex, query: { page: '0', pageSize: '1' } })).body;
    const page1 = (await call(server, 'GET', '/api/v1/recentTransactions', { token: t.reseller, target: globex, query: { page: '1', pageSize: '1' } })).body;
    expect(page0).toMatchObject({ page: 0, pageSize: 1, hasMore: true });
    expect(page0.transactions[0].createdAt >= page1.transactions[0].createdAt).toBe(true);
    for (const query of [{ pageSize: '0' }, { pageSize: '1000' }, { page: '-1' }, { page: 'x' }] as Record<string, string>[]) {
      expect((await call(server, 'GET', '/api/v1/recentTransactions', { token: t.reseller, target: acme, query })).status, JSON.stringify(query)).toBe(400);
    }
  });
});
