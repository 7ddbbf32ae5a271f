// Issue 22 point 2, Stripe: the adapter (official SDK) against the stub of Stripe's API this test
// starts (tests/server/stripeStub.ts), behind checkout/vidaCredit and directly (subscriptions, portal,
// Connect); the webhook POST /api/v1/stripe/webhook with Stripe's signature: a top-up credited once
// however often the event comes, forged / stale / missing signatures refused with nothing changed,
// subscription events applied; Stripe down → the spec's error and nothing charged; no key in the log.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { accounts, connectedAccounts, paymentEvents, paymentSessions, subscriptions } from '../../server/db/schema';
import { balanceOf, PLATFORM, walletAccount } from '../../server/ledger/ledger';
import { startSubscriptionCheckout } from '../../server/billing/subscriptionCheckout';
import { planById } from '../../src/shared/billing/plans';
import { PaymentsError, selectPayments } from '../../server/providers/payments';
import { centsOf, SIGNATURE } from '../../server/providers/payments/stripe';
import { PROVIDER_UNREACHABLE } from '../../server/wallet/messages';
import { apiUrl, call, fileEnv, serverWith, signIn } from './helpers';
import { STUB_KEY, startStripeStub, WEBHOOK_SECRET } from './stripeStub';

const stub = await startStripeStub();
// the server project keeps modules and process.env between a worker's files: put back what was there
fileEnv({ STRIPE_SECRET_KEY: STUB_KEY, STRIPE_API_BASE: stub.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
afterAll(() => stub.close());
const logs: string[] = [];
const { server, t } = await serverWith(['reseller'], { logger: { level: 'info', stream: { write: (line: string) => logs.push(line) } } });
const db = server.db.db;
const acme = server.seeded.orgs.acme;
const wallet = () => balanceOf(db, walletAccount(acme));
const stripe = selectPayments(process.env);

async function checkout(body: Record<string, unknown>, key: string = randomUUID()) {
  const response = await fetch(apiUrl(server, '/api/v1/checkout/vidaCredit', { token: t.reseller, target: acme }), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Posts an event to the webhook as Stripe does; `signature` overrides the header (null: none). */
async function deliver(event: unknown, signature?: string | null) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  const header = signature === undefined ? stub.sign(payload) : signature;
  if (header !== null) headers['stripe-signature'] = header;
  const response = await fetch(new URL('/api/v1/stripe/webhook', server.url), { method: 'POST', headers, body: payload });
  return { status: response.status, body: await response.json() };
}

const eventRow = async (id: string) => (await db.select().from(paymentEvents).where(eq(paymentEvents.id, id)))[0];

describe('the Stripe adapter is the one selected', () => {
  it('names itself Stripe in the wallet', async () => {
    expect(stripe).toMatchObject({ kind: 'stripe', name: 'Stripe' });
    const overview = await fetch(apiUrl(server, '/api/v1/wallet', { token: t.reseller, target: acme }));
    expect((await overview.json()).provider).toEqual({ kind: 'stripe', name: 'Stripe' });
  });
});

describe('checkout/vidaCredit → Stripe Checkout → signed webhook', () => {
  it('creates a Checkout Session of 2500 cents with our key, and credits the wallet once per event however often it comes', async () => {
    const key = randomUUID();
    const started = await checkout({ amount: 25, currency: 'usd' }, key);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ success: true, provider: 'Stripe', amountUsd: '25.00' });
    const session = stub.sessions.get(started.body.sessionId)!;
    expect(started.body.url).toBe(session.url);
    const [created] = stub.calls('/v1/checkout/sessions').filter((r) => r.body.line_items[0].price_data.unit_amount === '2500');
    expect(created!.body).toMatchObject({ mode: 'payment', client_reference_id: String(acme), success_url: `${server.url}/app/paymentSuccess`, cancel_url: `${server.url}/app/paymentCancel` });
    expect(created!.body.line_items[0]).toMatchObject({ quantity: '1', price_data: { currency: 'usd', unit_amount: '2500' } });
    expect(created!.headers['idempotency-key']).toBe(`credit:${acme}:${key}`);
    expect(created!.headers.authorization).toBe(`Bearer ${STUB_KEY}`);
    // the same key again: the same session, and Stripe asked once
    const again = await checkout({ amount: 25, currency: 'usd' }, key);
    expect(again.body.sessionId).toBe(started.body.sessionId);
    expect(stub.calls('/v1/checkout/sessions').filter((r) => r.headers['idempotency-key'] === `credit:${acme}:${key}`)).toHaveLength(1);

    const before = await wallet();
    const event = stub.completed(started.body.sessionId);
    const first = await deliver(event);
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false, outcome: 'wallet credited' } });
    expect(await wallet()).toBe(before + 25_000_000n);
    // Stripe retries, twice at once: both answered 200, nothing more credited
    const replays = await Promise.all([deliver(event), deliver(event)]);
    expect(replays.map((r) => [r.status, r.body.duplicate])).toEqual([[200, true], [200, true]]);
    // the same payment under a new event id (Stripe re-sends after a timeout): the session is paid already
    expect((await deliver({ ...event, id: `evt_${randomUUID()}` })).body.outcome).toMatch(/^not credited/);
    expect(await wallet()).toBe(before + 25_000_000n);
    const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, started.body.sessionId));
    expect(row).toMatchObject({ provider: 'stripe', status: 'paid', amountMicros: 25_000_000n });
  });

  it('a caller\'s key of 255 characters still reaches Stripe as a valid key (hashed past its limit)', async () => {
    const key = 'k'.repeat(255);
    const started = await checkout({ amount: 3 }, key);
    expect(started.status).toBe(200);
    const sent = stub.calls('/v1/checkout/sessions').at(-1)!.headers['idempotency-key'] as string;
    expect(sent).toMatch(new RegExp(`^credit:${acme}:sha256:[0-9a-f]{64}$`));
  });

  it('credits nothing when Stripe says another amount was paid', async () => {
    const started = await checkout({ amount: 12.34 });
    expect(stub.calls('/v1/checkout/sessions').at(-1)!.body.line_items[0].price_data.unit_amount).toBe('1234');
    const before = await wallet();
    const reply = await deliver(stub.completed(started.body.sessionId, { amount_total: 1 }));
    expect(reply.status).toBe(200);
    expect(await wallet()).toBe(before);
  });

  it('refuses forged, tampered, stale, malformed and missing signatures with 400 "stripe-signature: …" and changes nothing', async () => {
    const started = await checkout({ amount: 7 });
    const event = stub.completed(started.body.sessionId);
    const payload = JSON.stringify(event);
    const before = await wallet();
    const refusals = [
      [stub.sign(payload, 'whsec_forged'), SIGNATURE.mismatch],
      [stub.sign(JSON.stringify({ ...event, data: { object: { ...event.data.object, amount_total: 700_000 } } })), SIGNATURE.mismatch],
      [stub.sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301), SIGNATURE.stale],
      ['v1=abc', SIGNATURE.malformed],
      [null, SIGNATURE.missing],
    ] as const;
    for (const [signature, message] of refusals) {
      expect(await deliver(payload, signature)).toEqual({ status: 400, body: { success: false, message } });
    }
    expect(await wallet()).toBe(before);
    expect(await eventRow(event.id)).toBeUndefined();
    // the genuine one still goes through afterwards
    expect((await deliver(payload)).body.outcome).toBe('wallet credited');
    expect(await wallet()).toBe(before + 7_000_000n);
  });

  it('refuses every webhook while STRIPE_WEBHOOK_SECRET is not set', async () => {
    delete process.env.STRIPE_WEBHOOK_SECRET;
    try {
      expect(await deliver(stub.event('invoice.finalized', { id: 'in_2' }))).toEqual({ status: 400, body: { success: false, message: SIGNATURE.notConfigured } });
    } finally {
      process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET;
    }
  });

  it('checkout.session.expired: the open session is cancelled, and a late completion credits nothing', async () => {
    const started = await checkout({ amount: 9 });
    const expired = stub.event('checkout.session.expired', { ...stub.sessions.get(started.body.sessionId)!, status: 'expired' });
    expect((await deliver(expired)).body.outcome).toBe('session canceled');
    const before = await wallet();
    expect((await deliver(stub.completed(started.body.sessionId))).body.outcome).toMatch(/^not credited/);
    expect(await wallet()).toBe(before);
  });

  it('refuses a body over 512 KiB (413) and a signed payload that is not an event (400)', async () => {
    const big = JSON.stringify({ id: 'evt_big', type: 'x', data: { object: { pad: 'x'.repeat(600 * 1024) } } });
    expect((await deliver(big)).status).toBe(413);
    expect(await deliver('not json\u0000')).toEqual({ status: 400, body: { success: false, message: SIGNATURE.badPayload } });
    expect(await deliver(JSON.stringify({ id: 5, type: 'x' }))).toEqual({ status: 400, body: { success: false, message: SIGNATURE.badPayload } });
  });

  it('answers 200 to event types it does not handle, and does nothing', async () => {
    const event = stub.event('invoice.finalized', { id: 'in_1', object: 'invoice' });
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, duplicate: false, outcome: 'ignored: invoice.finalized' } });
  });
});

describe('subscriptions and the portal through the adapter', () => {
  it('starts a subscription checkout priced from our catalogue, applies the webhooks, opens the portal and cancels', async () => {
    // as POST /api/v2/product/subscribe starts it (helper subs's route): our session row, then Stripe's
    const session = await startSubscriptionCheckout(db, stripe, server.url, { accountId: acme, plan: planById('scale')!, term: 'month', successUrl: `${server.url}/app/paymentSuccess`, cancelUrl: `${server.url}/app/paymentCancel`, idempotencyKey: 'sub-1' });
    const created = stub.calls('/v1/checkout/sessions').at(-1)!;
    expect(created.body).toMatchObject({ mode: 'subscription', subscription_data: { metadata: { switchboardAccountId: String(acme), planId: 'scale', term: 'month', priceKey: 'scale_month' } } });
    expect(created.body.line_items[0].price_data).toMatchObject({ unit_amount: '29900', currency: 'usd', recurring: { interval: 'month' } });
    expect(created.headers['idempotency-key']).toBe(`subscription:${acme}:sub-1`);
    const customer = created.body.customer;
    expect(customer).toMatch(/^cus_/);

    const revenue = await balanceOf(db, PLATFORM.revenue);
    const completed = stub.completed(session.sessionId);
    expect((await deliver(completed)).body.outcome).toBe('subscription active');
    expect((await deliver({ ...completed, id: `evt_${randomUUID()}` })).body.outcome).toMatch(/^not settled/);
    expect(await balanceOf(db, PLATFORM.revenue)).toBe(revenue + 299_000_000n); // the first charge, once
    const subscriptionId = completed.data.object.subscription as string;
    const [account] = await db.select().from(accounts).where(eq(accounts.id, acme));
    expect(account).toMatchObject({ productPlanId: 'scale', subscribed: true, canceled: false, billingSubscriptionId: subscriptionId });

    // Stripe's own period end arrives with customer.subscription.updated
    const periodEnd = Math.floor(Date.now() / 1000) + 40 * 86_400;
    const updated = stub.subscriptionEvent('customer.subscription.updated', subscriptionId, { status: 'past_due', items: { data: [{ current_period_end: periodEnd }] } });
    expect((await deliver(updated)).body.outcome).toBe('subscription past_due');
    const [held] = await db.select().from(subscriptions).where(eq(subscriptions.accountId, acme));
    expect(held).toMatchObject({ status: 'past_due', planId: 'scale', providerSubscriptionId: subscriptionId });
    expect(held!.currentPeriodEnd.getTime()).toBe(periodEnd * 1000);

    const portal = await stripe.portalLink({ accountId: acme, returnUrl: `${server.url}/app/billing` }, server.url);
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(stub.calls('/v1/billing_portal/sessions').at(-1)!.body).toEqual({ customer, return_url: `${server.url}/app/billing` });
    expect(stub.calls('/v1/customers')).toHaveLength(1); // found again by metadata, not made twice

    await stripe.cancelSubscription({ accountId: acme, providerSubscriptionId: subscriptionId });
    await stripe.cancelSubscription({ accountId: acme, providerSubscriptionId: subscriptionId }); // a retry is fine
    expect(stub.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    const deleted = stub.subscriptionEvent('customer.subscription.deleted', subscriptionId);
    expect((await deliver(deleted)).body.outcome).toBe('subscription canceled');
    const [after] = await db.select().from(accounts).where(eq(accounts.id, acme));
    expect(after).toMatchObject({ subscribed: false, canceled: true });
    // an event about a subscription that is not ours changes nothing
    expect((await deliver(stub.event('customer.subscription.updated', { id: 'sub_other', status: 'active', metadata: {} }))).body.outcome).toBe('ignored: not a subscription of ours');
  });

  it('refuses an unknown plan before calling Stripe', async () => {
    const calls = stub.requests.length;
    await expect(stripe.createSubscriptionCheckout({ accountId: acme, planId: 'gold', priceKey: 'x', term: 'month', successUrl: 'x', cancelUrl: 'y' }, server.url)).rejects.toMatchObject({ code: 'refused', message: 'planId: "gold" is not a plan' });
    expect(stub.requests.length).toBe(calls);
  });
});

describe('the billing routes with Stripe (helper subs\'s routes, this adapter, this webhook)', () => {
  it('product/subscribe → Stripe Checkout → webhook → current plan; portal link; vidaPro/cancel cancels at Stripe', async () => {
    const harbor = server.seeded.harborDental;
    const owner = await signIn(server, 'owner@harbordental.example');
    const key = randomUUID();
    const response = await fetch(apiUrl(server, '/api/v2/product/subscribe', { token: owner }), { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify({ productPlanId: 'starter', term: 'year' }) });
    const started = await response.json();
    expect(started).toMatchObject({ success: true, provider: 'Stripe', amountUsd: '290.00' });
    const created = stub.calls('/v1/checkout/sessions').at(-1)!;
    expect(started.url).toBe(stub.sessions.get(started.sessionId)!.url);
    expect(created.body.line_items[0].price_data).toMatchObject({ unit_amount: '29000', recurring: { interval: 'year' } });
    expect(created.headers['idempotency-key']).toBe(`subscription:${harbor}:${key}`);

    expect((await deliver(stub.completed(started.sessionId))).body.outcome).toBe('subscription active');
    const current = (await call(server, 'GET', '/api/v2/product/currentPlan', { token: owner })).body;
    expect(current.productPlan.id).toBe('starter');

    const portal = await call(server, 'POST', '/api/v1/getBillingCustomerPortalLink', { token: owner, body: {} });
    expect(portal.body).toMatchObject({ success: true, provider: 'Stripe' });
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.test\//);

    const subscriptionId = stub.sessions.get(started.sessionId)!.subscription as string;
    const canceled = await call(server, 'DELETE', '/api/v1/vidaPro/cancel', { token: owner, body: { reason: 'Too expensive' } });
    expect(canceled.status).toBe(200);
    expect(stub.calls(`/v1/subscriptions/${subscriptionId}`, 'DELETE')).toHaveLength(1);
    expect(stub.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    // Stripe's own word on it afterwards changes nothing more
    expect((await deliver(stub.subscriptionEvent('customer.subscription.deleted', subscriptionId))).body.outcome).toBe('subscription unchanged');
  });
});

describe('a plan change with Stripe', () => {
  it('the old subscription is cancelled at Stripe once the new one is active, and its deletion event leaves the new plan', async () => {
    const start = async (productPlanId: string) => {
      const response = await fetch(apiUrl(server, '/api/v2/product/subscribe', { token: t.reseller, target: acme }), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ productPlanId, successUrl: '/app/paymentSuccess?session_id={CHECKOUT_SESSION_ID}' }),
      });
      return response.json();
    };
    const first = await start('starter');
    // Stripe gets the placeholder and fills it in itself
    expect(stub.calls('/v1/checkout/sessions').at(-1)!.body.success_url).toBe(`${server.url}/app/paymentSuccess?session_id={CHECKOUT_SESSION_ID}`);
    expect((await deliver(stub.completed(first.sessionId))).body.outcome).toBe('subscription active');
    const oldId = stub.sessions.get(first.sessionId)!.subscription as string;
    expect(stub.calls(`/v1/subscriptions/${oldId}`, 'DELETE')).toHaveLength(0);

    const second = await start('growth');
    // Stripe announces the new subscription before the checkout's completion: the old one is still remembered
    const completed = stub.completed(second.sessionId);
    const newId = stub.sessions.get(second.sessionId)!.subscription as string;
    expect((await deliver(stub.subscriptionEvent('customer.subscription.created', newId))).body.outcome).toBe('subscription active');
    expect(stub.calls(`/v1/subscriptions/${oldId}`, 'DELETE')).toHaveLength(0);
    expect((await deliver(completed)).body.outcome).toBe('subscription active');
    expect(stub.calls(`/v1/subscriptions/${oldId}`, 'DELETE')).toHaveLength(1);
    expect(stub.subscriptions.get(oldId)!.status).toBe('canceled');
    expect(stub.subscriptions.get(newId)!.status).toBe('active');
    const [row] = await db.select().from(paymentSessions).where(eq(paymentSessions.id, second.sessionId));
    expect(row!.meta).toMatchObject({ replaces: oldId });

    // Stripe's word on the old one afterwards: the organization keeps the new plan
    expect((await deliver(stub.subscriptionEvent('customer.subscription.deleted', oldId))).body.outcome).toBe('subscription unchanged');
    const [held] = await db.select().from(subscriptions).where(eq(subscriptions.accountId, acme));
    expect(held).toMatchObject({ planId: 'growth', status: 'active', providerSubscriptionId: newId });
    const [org] = await db.select().from(accounts).where(eq(accounts.id, acme));
    expect(org).toMatchObject({ productPlanId: 'growth', subscribed: true, canceled: false, billingSubscriptionId: newId });
  });
});

describe('Connect payouts through the adapter', () => {
  it('creates an express account and its onboarding link, reads payoutsEnabled, and transfers once per key', async () => {
    const linked = await stripe.connectAccountLink({ accountId: acme, externalId: null, successUrl: `${server.url}/app/stripePayoutConnectSuccess`, failureUrl: `${server.url}/app/stripePayoutConnectFailure` }, server.url);
    expect(linked.externalId).toMatch(/^acct_/);
    expect(stub.calls('/v1/accounts').at(-1)!.body).toMatchObject({ type: 'express', metadata: { switchboardAccountId: String(acme) } });
    expect(stub.calls('/v1/account_links').at(-1)!.body).toEqual({ account: linked.externalId, type: 'account_onboarding', return_url: `${server.url}/app/stripePayoutConnectSuccess`, refresh_url: `${server.url}/app/stripePayoutConnectFailure` });
    expect(linked.url).toContain(linked.externalId);
    expect(await stripe.connectedAccount(linked.externalId)).toEqual({ id: linked.externalId, payoutsEnabled: false });
    expect(await stripe.connectedAccount('acct_unknown')).toBeNull();
    // before onboarding ends Stripe refuses the transfer: a PaymentsError, not a crash
    await expect(stripe.transfer({ destination: linked.externalId, amountMicros: 5_000_000n, idempotencyKey: 'early', accountId: acme })).rejects.toMatchObject({ code: 'refused' });

    stub.enablePayouts(linked.externalId);
    const account = { ...stub.accounts.get(linked.externalId)! };
    expect((await deliver(stub.event('account.updated', account))).body.outcome).toBe('ignored: unknown connected account');
    await db.insert(connectedAccounts).values({ accountId: acme, provider: 'stripe', externalId: linked.externalId });
    expect((await deliver(stub.event('account.updated', account))).body.outcome).toBe('payouts enabled');
    expect(await stripe.connectedAccount(linked.externalId)).toEqual({ id: linked.externalId, payoutsEnabled: true });

    const first = await stripe.transfer({ destination: linked.externalId, amountMicros: 5_000_000n, idempotencyKey: 'tr-1', accountId: acme });
    const again = await stripe.transfer({ destination: linked.externalId, amountMicros: 5_000_000n, idempotencyKey: 'tr-1', accountId: acme });
    expect(again.id).toBe(first.id);
    const sent = stub.calls('/v1/transfers').filter((r) => r.headers['idempotency-key'] === `transfer:${acme}:tr-1`);
    expect(sent[0]!.body).toMatchObject({ amount: '500', currency: 'usd', destination: linked.externalId });
  });

  it('refuses fractional cents, zero and negative amounts without calling Stripe', async () => {
    const calls = stub.requests.length;
    for (const amountMicros of [5_000_001n, 0n, -1_000_000n]) {
      await expect(stripe.transfer({ destination: 'acct_x', amountMicros, idempotencyKey: randomUUID(), accountId: acme })).rejects.toBeInstanceOf(PaymentsError);
    }
    expect(() => centsOf(12_345n)).toThrow('amount: fractional cents are refused');
    expect(centsOf(25_000_000n)).toBe(2500);
    expect(stub.requests.length).toBe(calls);
  });
});

describe('the payout routes with Stripe (helper payouts\'s routes, this adapter)', () => {
  it('connect → Stripe onboarding → transferFunds sends the cents once per key', async () => {
    const owner = await signIn(server, 'owner@harbordental.example');
    const harborWallet = () => balanceOf(db, walletAccount(server.seeded.harborDental));
    const post = async (path: string, body: unknown, key = randomUUID()) => {
      const response = await fetch(apiUrl(server, path, { token: owner }), { method: 'POST', headers: { 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify(body) });
      return { status: response.status, body: await response.json() };
    };
    const topUp = await post('/api/v1/checkout/vidaCredit', { amount: 20 });
    expect((await deliver(stub.completed(topUp.body.sessionId))).body.outcome).toBe('wallet credited');
    const funded = await harborWallet();

    expect((await call(server, 'GET', '/api/v1/payout/stripe/checkConnectedAccount', { token: owner })).body).toMatchObject({ connected: false });
    const connect = await post('/api/v1/payout/stripe/connectAccount', {});
    expect(connect.status).toBe(200);
    expect(connect.body.url).toMatch(/^https:\/\/connect\.stripe\.test\//);
    stub.enablePayouts(connect.body.accountId);
    expect((await call(server, 'GET', '/api/v1/payout/stripe/checkConnectedAccount', { token: owner })).body).toMatchObject({ connected: true, payoutsEnabled: true, provider: 'Stripe' });
    // what Stripe said is kept: with Stripe down the check still answers from it
    const [stored] = await db.select().from(connectedAccounts).where(eq(connectedAccounts.externalId, connect.body.accountId));
    expect(stored!.payoutsEnabled).toBe(true);
    const asked = stub.requests.length;
    expect((await call(server, 'GET', '/api/v1/payout/stripe/checkConnectedAccount', { token: owner })).body).toMatchObject({ connected: true, payoutsEnabled: true });
    expect(stub.requests.length).toBe(asked);

    const key = randomUUID();
    const first = await post('/api/v1/payout/stripe/transferFunds', { amountUsd: 5 }, key);
    const again = await post('/api/v1/payout/stripe/transferFunds', { amountUsd: 5 }, key);
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const sent = stub.calls('/v1/transfers').filter((r) => r.body.destination === connect.body.accountId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ amount: '500', currency: 'usd' });
    expect(await harborWallet()).toBe(funded - 5_000_000n);
  });
});

describe('account.updated has a lasting effect', () => {
  it('stores payoutsEnabled on the connected account; checkConnectedAccount reflects it, also with Stripe down', async () => {
    const globex = server.seeded.orgs.globex;
    // Northwind's reseller manages its clients' billing (the org owners' billing is switched off)
    const check = async () => (await call(server, 'GET', '/api/v1/payout/stripe/checkConnectedAccount', { token: t.reseller, target: globex })).body;
    const linked = await stripe.connectAccountLink({ accountId: globex, externalId: null, successUrl: `${server.url}/s`, failureUrl: `${server.url}/f` }, server.url);
    await db.insert(connectedAccounts).values({ accountId: globex, provider: 'stripe', externalId: linked.externalId });
    const row = async () => (await db.select().from(connectedAccounts).where(eq(connectedAccounts.accountId, globex)))[0]!;
    expect((await row()).payoutsEnabled).toBeNull();

    // onboarding not finished: Stripe says so, and the check keeps it
    expect((await deliver(stub.event('account.updated', { ...stub.accounts.get(linked.externalId)! }))).body.outcome).toBe('payouts not enabled yet');
    expect((await row()).payoutsEnabled).toBe(false);
    await stub.stop();
    try {
      expect(await check()).toMatchObject({ connected: true, payoutsEnabled: false, accountId: linked.externalId });
    } finally {
      await stub.start();
    }

    // Stripe enables payouts and says so: the check answers from what it said, without asking again
    stub.enablePayouts(linked.externalId);
    const event = stub.event('account.updated', { ...stub.accounts.get(linked.externalId)! });
    expect((await deliver(event)).body.outcome).toBe('payouts enabled');
    expect(await row()).toMatchObject({ payoutsEnabled: true });
    expect((await row()).stateUpdatedAt).toBeInstanceOf(Date);
    await stub.stop();
    try {
      expect(await check()).toMatchObject({ connected: true, payoutsEnabled: true, accountId: linked.externalId, provider: 'Stripe' });
    } finally {
      await stub.start();
    }
    // a replayed event changes nothing more
    expect((await deliver(event)).body.duplicate).toBe(true);

    // Stripe turns payouts off again (e.g. a verification lapsed): the check says so
    stub.accounts.get(linked.externalId)!.payouts_enabled = false;
    expect((await deliver(stub.event('account.updated', { ...stub.accounts.get(linked.externalId)! }))).body.outcome).toBe('payouts not enabled yet');
    expect(await check()).toMatchObject({ connected: true, payoutsEnabled: false });
  });

  it('a connected account Stripe never spoke of, with Stripe down: the spec\'s error', async () => {
    await db.delete(connectedAccounts).where(eq(connectedAccounts.accountId, acme));
    await db.insert(connectedAccounts).values({ accountId: acme, provider: 'stripe', externalId: 'acct_never_checked' });
    await stub.stop();
    try {
      const reply = await call(server, 'GET', '/api/v1/payout/stripe/checkConnectedAccount', { token: t.reseller, target: acme });
      expect(reply).toMatchObject({ status: 502, body: { success: false, message: PROVIDER_UNREACHABLE } });
    } finally {
      await stub.start();
      await db.delete(connectedAccounts).where(eq(connectedAccounts.accountId, acme));
    }
  });
});

describe('Stripe failing', () => {
  it('a refused key: the error names no key, in the reply nor in the log', async () => {
    stub.state.status = 401;
    try {
      const error = await stripe.connectedAccount('acct_x').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentsError);
      expect((error as PaymentsError).message).not.toContain('sk_');
      const reply = await checkout({ amount: 5 });
      expect(reply).toEqual({ status: 502, body: { success: false, message: PROVIDER_UNREACHABLE } });
    } finally {
      stub.state.status = 0;
    }
    expect(logs.length).toBeGreaterThan(0);
    expect(logs.join('\n')).not.toMatch(/sk_(test|live)_/);
  });

  it('Stripe down (the stub closed): checkout answers the spec\'s error and nothing is charged or recorded', async () => {
    const sessionsBefore = (await db.select().from(paymentSessions).where(eq(paymentSessions.accountId, acme))).length;
    const before = await wallet();
    await stub.stop();
    try {
      expect(await checkout({ amount: 30 })).toEqual({ status: 502, body: { success: false, message: PROVIDER_UNREACHABLE } });
      await expect(stripe.portalLink({ accountId: acme, returnUrl: server.url }, server.url)).rejects.toMatchObject({ code: 'unreachable' });
    } finally {
      await stub.start();
    }
    expect((await db.select().from(paymentSessions).where(eq(paymentSessions.accountId, acme))).length).toBe(sessionsBefore);
    expect(await wallet()).toBe(before);
    expect(logs.join('\n')).not.toMatch(/sk_(test|live)_/);
  });
});
