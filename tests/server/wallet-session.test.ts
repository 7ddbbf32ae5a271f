// The top-up landing's read (console issue 22 point 5): a success URL with {CHECKOUT_SESSION_ID}
// comes back from Demo payments with the session's id, and GET /api/v1/checkout/session/:id says
// whether it is paid, how much, and the wallet's balance; another wallet's session is not found.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiUrl, call, serverWith } from './helpers';

const { server, t } = await serverWith(['acmeAdmin', 'globexOwner', 'reseller', 'blueHarbor']);
const acme = server.seeded.orgs.acme;

async function checkout(token: string, body: Record<string, unknown>, target?: number) {
  const response = await fetch(apiUrl(server, '/api/v1/checkout/vidaCredit', { token, target }), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
const pay = (url: string) =>
  fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'card=4242424242424242&action=pay' });
const session = (token: string, id: string, target?: number) => call(server, 'GET', `/api/v1/checkout/session/${encodeURIComponent(id)}`, { token, target });

describe('the paymentSuccess landing\'s session read', () => {
  it('fills the session id into the success URL and reads the session open, then paid with the new balance', async () => {
    const started = await checkout(t.reseller, { amount: '25.00', successUrl: '/app/org/4/paymentSuccess?session_id={CHECKOUT_SESSION_ID}' }, acme);
    expect(started.status).toBe(200);
    const id: string = started.body.sessionId;
    const open = await session(t.reseller, id, acme);
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ success: true, status: 'open', amountUsd: '25.00', paidAt: null });
    const paid = await pay(started.body.url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${server.url}/app/org/4/paymentSuccess?session_id=${id}`);
    const after = await session(t.reseller, id, acme);
    expect(after.body).toMatchObject({ status: 'paid', amountUsd: '25.00' });
    expect(Number(after.body.balanceUsd) - Number(open.body.balanceUsd)).toBeCloseTo(25, 2);
    expect(typeof after.body.paidAt).toBe('string');
  });

  it('another wallet\'s session is not found; members are refused; a hostile id names the field', async () => {
    const started = await checkout(t.reseller, { amount: 3 }, acme);
    const id: string = started.body.sessionId;
    expect((await session(t.reseller, id)).status).toBe(404);
    expect((await session(t.blueHarbor, id)).status).toBe(404);
    expect((await session(t.acmeAdmin, id)).status).toBe(403);
    expect((await session(t.globexOwner, id, acme)).status).toBe(403);
    expect((await session(t.reseller, 'demo_cs_nope', acme)).status).toBe(404);
    const hostile = await session(t.reseller, 'demo_cs_<b>', acme);
    expect(hostile.status).toBe(400);
    expect(hostile.body.message).toMatch(/sessionId/);
  });
});
