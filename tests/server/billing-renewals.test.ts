// Issue 22 point 4, the subscription's life after its first payment, with Demo payments over HTTP:
// the success landing gets the checkout's session id (session_id={CHECKOUT_SESSION_ID}) and reads the
// subscription back; a plan change replaces the old subscription and cancels it at the provider once
// the new one is active, and the old one's late events change nothing; the daily billing job renews an
// active Demo subscription at its period's end, charging each period once (ledger key per period),
// catching up missed periods, never renewing a canceled one.
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runUsageCharge } from '../../server/billing/jobs';
import { renewDemoSubscriptions } from '../../server/billing/renewals';
import { applySubscriptionEvent } from '../../server/billing/subscriptionEvents';
import { ledgerTransactions, paymentSessions, subscriptions } from '../../server/db/schema';
import { balanceOf, PLATFORM } from '../../server/ledger/ledger';
import { apiUrl, call, serverWith, signIn } from './helpers';

const { server } = await serverWith([]);
const db = server.db.db;
const harbor = server.seeded.harborDental;
const owner = await signIn(server, 'owner@harbordental.example');

async function subscribe(body: Record<string, unknown>) {
  const response = await fetch(apiUrl(server, '/api/v2/product/subscribe', { token: owner }), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { url: string; sessionId: string };
}
async function pay(url: string) {
  const response = await fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'card=4242424242424242' });
  return response.headers.get('location');
}
const held = async () => (await db.select().from(subscriptions).where(eq(subscriptions.accountId, harbor)))[0]!;
const sessionRow = async (id: string) => (await db.select().from(paymentSessions).where(eq(paymentSessions.id, id)))[0]!;
const renewalsOf = (subscriptionId: string) => db.select().from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, `renewal:${subscriptionId}:%`));

describe('a subscription after its first payment (Demo payments)', () => {
  it('the success landing gets session_id and reads the subscription back', async () => {
    const started = await subscribe({ productPlanId: 'starter', successUrl: '/app/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}' });
    expect(await pay(started.url)).toBe(`${server.url}/app/billing?checkout=success&session_id=${started.sessionId}`);
    const read = await call(server, 'GET', `/api/v1/checkout/session/${started.sessionId}`, { token: owner });
    expect(read.body).toMatchObject({ success: true, mode: 'subscription', status: 'paid', planId: 'starter', term: 'month', amountUsd: '29.00' });
    expect((await held()).providerSubscriptionId).toBe(`demo_sub_${started.sessionId}`);
  });

  it('a plan change cancels the old subscription once the new one is active; the old one\'s late events change nothing', async () => {
    const old = (await held()).providerSubscriptionId;
    const started = await subscribe({ productPlanId: 'growth' });
    // not paid yet: the old subscription stands
    expect((await held()).providerSubscriptionId).toBe(old);
    expect((await sessionRow(started.sessionId)).meta).toMatchObject({ replaces: old });
    await pay(started.url);
    const now = await held();
    expect(now).toMatchObject({ planId: 'growth', status: 'active', providerSubscriptionId: `demo_sub_${started.sessionId}` });
    const meta = (await sessionRow(started.sessionId)).meta as { replaces?: string; replacedCanceledAt?: string };
    expect(meta.replaces).toBe(old);
    expect(Date.parse(meta.replacedCanceledAt!)).not.toBeNaN();
    // the old subscription's cancellation (or a late renewal of it) leaves the new plan alone
    const late = await applySubscriptionEvent(db, { accountId: harbor, planId: 'starter', status: 'canceled', providerSubscriptionId: old, currentPeriodEnd: new Date(Date.now() + 86_400_000), term: 'month' });
    expect(late.changed).toBe(false);
    const lateActive = await applySubscriptionEvent(db, { accountId: harbor, planId: 'starter', status: 'active', providerSubscriptionId: old, currentPeriodEnd: new Date(Date.now() + 40 * 86_400_000), term: 'month' });
    expect(lateActive.changed).toBe(false);
    expect((await call(server, 'GET', '/api/v2/product/currentPlan', { token: owner })).body).toMatchObject({ productPlan: { id: 'growth' }, subscribed: true, canceled: false });
  });

  it('the daily job renews an active Demo subscription at its period end, each period charged once', async () => {
    const sub = await held();
    const start = new Date(Date.now() - 3 * 86_400_000);
    await db.update(subscriptions).set({ currentPeriodEnd: start }).where(eq(subscriptions.accountId, harbor));
    const revenue = await balanceOf(db, PLATFORM.revenue);
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await runUsageCharge(db, day, new Date());
    await runUsageCharge(db, day, new Date());
    const charges = await renewalsOf(sub.providerSubscriptionId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ kind: 'subscription', accountId: harbor, idempotencyKey: `renewal:${sub.providerSubscriptionId}:${start.toISOString()}` });
    expect(await balanceOf(db, PLATFORM.revenue)).toBe(revenue + 99_000_000n);
    const after = await held();
    expect(after.status).toBe('active');
    expect(after.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now());
    const month = new Date(start);
    month.setUTCMonth(month.getUTCMonth() + 1);
    expect(after.currentPeriodEnd.toISOString()).toBe(month.toISOString());
  });

  it('catches up missed periods one by one, and two runs at once charge each once', async () => {
    const sub = await held();
    const start = new Date(Date.UTC(2026, 0, 15));
    await db.update(subscriptions).set({ currentPeriodEnd: start }).where(eq(subscriptions.accountId, harbor));
    const before = (await renewalsOf(sub.providerSubscriptionId)).length;
    const at = new Date(Date.UTC(2026, 3, 20)); // the periods starting Jan 15, Feb 15, Mar 15 and Apr 15 are due
    const [a, b] = await Promise.all([renewDemoSubscriptions(db, at), renewDemoSubscriptions(db, at)]);
    expect([...a, ...b].filter((r) => r.charged).map((r) => r.periodStart).sort()).toEqual(['2026-01-15T00:00:00.000Z', '2026-02-15T00:00:00.000Z', '2026-03-15T00:00:00.000Z', '2026-04-15T00:00:00.000Z']);
    expect((await renewalsOf(sub.providerSubscriptionId)).length).toBe(before + 4);
    expect((await held()).currentPeriodEnd.toISOString()).toBe('2026-05-15T00:00:00.000Z');
  });

  it('a canceled subscription does not renew', async () => {
    const canceled = await call(server, 'DELETE', '/api/v1/vidaPro/cancel', { token: owner, body: { reason: 'Too expensive' } });
    expect(canceled.status).toBe(200);
    expect((await held()).cancelReason).toBe('Too expensive');
    const sub = await held();
    await db.update(subscriptions).set({ currentPeriodEnd: new Date(Date.now() - 86_400_000) }).where(eq(subscriptions.accountId, harbor));
    const before = (await renewalsOf(sub.providerSubscriptionId)).length;
    expect(await renewDemoSubscriptions(db)).toEqual([]);
    expect((await renewalsOf(sub.providerSubscriptionId)).length).toBe(before);
  });
});
