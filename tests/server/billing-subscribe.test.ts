// Subscribing, cancelling, the portal (issue 22 point 4) over HTTP: subscribe → the Demo payments page
// in subscription mode → pay with 4242 → currentPlan shows the plan, the first charge is in the ledger
// once even when the pay form is posted twice; cancel with a reason; the portal link; refusals
// (unknown plan, term 'week', NUL bytes, foreign URLs, members 403, other tenants).
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerTransactions } from '../../server/db/schema';
import { balanceOf, PLATFORM } from '../../server/ledger/ledger';
import { apiUrl, auditRows, call, FORBIDDEN, serverWith, signIn } from './helpers';

const { server, t } = await serverWith(['acmeAdmin', 'globexOwner', 'reseller']);
const db = server.db.db;
const harbor = server.seeded.harborDental;
const acme = server.seeded.orgs.acme;
const harborOwner = await signIn(server, 'owner@harbordental.example');

async function subscribe(token: string, body: Record<string, unknown>, key = randomUUID(), target?: number) {
  const response = await fetch(apiUrl(server, '/api/v2/product/subscribe', { token, target }), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
/** The pay page's form, posted as a browser does (no redirect followed). */
async function pay(url: string, card: string, action = 'pay') {
  const response = await fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ card, action }).toString() });
  return { status: response.status, location: response.headers.get('location') };
}
const chargesOf = (sessionId: string) => db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, `checkout:${sessionId}`));

describe('subscribe', () => {
  it('subscribe → demo page → pay twice → the plan is current, charged once to platform revenue', async () => {
    const revenueBefore = await balanceOf(db, PLATFORM.revenue);
    const started = await subscribe(harborOwner, { productPlanId: 'growth' });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ success: true, productPlanId: 'growth', term: 'month', amountUsd: '99.00', provider: 'Demo payments' });
    expect(started.body.url).toBe(`${server.url}/pay/demo/${started.body.sessionId}`);
    // nothing changes before it is paid
    expect((await call(server, 'GET', '/api/v2/product/currentPlan', { token: harborOwner })).body.productPlan).toBeNull();

    const page = await fetch(started.body.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Subscribe to Growth: $99.00 per month');

    const paid = await pay(started.body.url, '4242 4242 4242 4242');
    expect([paid.status, paid.location]).toEqual([303, `${server.url}/app/paymentSuccess`]);
    const again = await Promise.all([pay(started.body.url, '4242424242424242'), pay(started.body.url, '4242424242424242')]);
    expect(again.map((r) => r.location)).toEqual([`${server.url}/app/paymentSuccess`, `${server.url}/app/paymentSuccess`]);

    const current = (await call(server, 'GET', '/api/v2/product/currentPlan', { token: harborOwner })).body;
    expect(current).toMatchObject({ productPlan: { id: 'growth' }, subscribed: true, term: 'month', subscription: { status: 'active', term: 'month' } });
    const end = new Date(current.subscription.currentPeriodEnd).getTime();
    expect(end - Date.now()).toBeGreaterThan(27 * 86_400_000);
    expect(end - Date.now()).toBeLessThan(32 * 86_400_000);

    const charges = await chargesOf(started.body.sessionId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ kind: 'subscription', accountId: harbor });
    expect(await balanceOf(db, PLATFORM.revenue)).toBe(revenueBefore + 99_000_000n);
    expect((await auditRows(server, 'billing.subscribe_started', harbor)).length).toBeGreaterThan(0);
  });

  it('a year costs ten months; the same Idempotency-Key gives the same session; cancel lands on paymentCancel', async () => {
    const key = randomUUID();
    const a = await subscribe(harborOwner, { productPlanId: 'scale', term: 'year' }, key);
    const b = await subscribe(harborOwner, { productPlanId: 'scale', term: 'year' }, key);
    expect(a.body).toMatchObject({ amountUsd: '2990.00', term: 'year' });
    expect(b.body.sessionId).toBe(a.body.sessionId);
    expect(await (await fetch(a.body.url)).text()).toContain('Subscribe to Scale: $2990.00 per year');
    const left = await pay(a.body.url, '', 'cancel');
    expect([left.status, left.location]).toEqual([303, `${server.url}/app/paymentCancel`]);
    expect(await chargesOf(a.body.sessionId)).toHaveLength(0);
    // a declined card changes nothing
    const c = await subscribe(harborOwner, { productPlanId: 'scale' });
    expect((await pay(c.body.url, '4000 0000 0000 0002')).status).toBe(402);
    expect((await call(server, 'GET', '/api/v2/product/currentPlan', { token: harborOwner })).body.productPlan.id).toBe('growth');
  });

  it('refuses bad input naming the field', async () => {
    const unknown = await subscribe(harborOwner, { productPlanId: 'gold' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('productPlanId');
    const week = await subscribe(harborOwner, { productPlanId: 'growth', term: 'week' });
    expect(week.status).toBe(400);
    expect(week.body.message).toContain('term');
    const nul = await subscribe(harborOwner, { productPlanId: 'growth', successUrl: '/app/x\u0000y' });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toContain('successUrl');
    const foreign = await subscribe(harborOwner, { productPlanId: 'growth', cancelUrl: 'https://evil.example/' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toContain('cancelUrl');
    const missing = await subscribe(harborOwner, {});
    expect([missing.status, missing.body.message.includes('productPlanId')]).toEqual([400, true]);
  });

  it('refuses members (403), other tenants and the signed out', async () => {
    expect(await subscribe(t.acmeAdmin, { productPlanId: 'growth' })).toEqual(FORBIDDEN);
    expect((await subscribe(t.globexOwner, { productPlanId: 'growth' }, randomUUID(), harbor)).status).toBe(403);
    expect((await call(server, 'POST', '/api/v2/product/subscribe', { body: { productPlanId: 'growth' } })).status).toBe(401);
    expect(await call(server, 'DELETE', '/api/v1/vidaPro/cancel', { token: t.acmeAdmin, body: {} })).toEqual(FORBIDDEN);
    expect(await call(server, 'POST', '/api/v1/getBillingCustomerPortalLink', { token: t.acmeAdmin, body: {} })).toEqual(FORBIDDEN);
  });
});

describe('portal and cancel', () => {
  it('the portal link: Demo payments sends the user to the console\'s Billing screen; foreign return URLs refused', async () => {
    const res = await call(server, 'POST', '/api/v1/getBillingCustomerPortalLink', { token: harborOwner, body: {} });
    expect(res.body).toEqual({ success: true, url: `${server.url}/app/billing`, provider: 'Demo payments' });
    const evil = await call(server, 'POST', '/api/v1/getBillingCustomerPortalLink', { token: harborOwner, body: { redirectUrl: 'https://evil.example/app' } });
    expect(evil.status).toBe(400);
    expect(evil.body.message).toContain('redirectUrl');
    expect((await auditRows(server, 'billing.portal_opened', harbor)).length).toBe(1);
  });

  it('cancel keeps the reason and the paid period; a second cancel is 409; NUL bytes refused', async () => {
    const nul = await call(server, 'DELETE', '/api/v1/vidaPro/cancel', { token: harborOwner, body: { reason: 'a\u0000b' } });
    expect(nul.status).toBe(400);
    expect(nul.body.message).toContain('reason');
    const before = (await call(server, 'GET', '/api/v2/product/currentPlan', { token: harborOwner })).body.subscription;
    const res = await call(server, 'DELETE', '/api/v1/vidaPro/cancel', { token: harborOwner, body: { reason: 'too expensive', details: 'we are a small practice' } });
    expect(res.status).toBe(200);
    expect(res.body.subscription).toMatchObject({ status: 'canceled', cancelReason: 'too expensive', currentPeriodEnd: before.currentPeriodEnd });
    expect((await call(server, 'DELETE', '/api/v1/vidaPro/cancel', { token: harborOwner, body: {} })).status).toBe(409);
    const [row] = await auditRows(server, 'billing.canceled', harbor);
    expect(row).toBeDefined();
    // the reseller may cancel Acme's (seeded Growth) for it; no other org's ledger was touched
    expect((await call(server, 'DELETE', '/api/v1/vidaPro/cancel', { token: t.reseller, target: acme, body: {} })).status).toBe(200);
    expect(await db.select().from(ledgerTransactions).where(like(ledgerTransactions.idempotencyKey, 'checkout:%'))).toHaveLength(1);
  });
});
