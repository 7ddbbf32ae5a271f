// Issue 22 point 8: checkout/vidaCredit's slug variant. A visitor with no account pays a pay link's
// wallet by card through Demo payments: the slug's organization is credited once when the page is
// paid; unknown slugs, foreign return URLs and bad amounts are refused naming the field, changing nothing.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { balanceOf, walletAccount } from '../../server/ledger/ledger';
import { serverWith } from './helpers';

const { server } = await serverWith([]);
const harbor = server.seeded.harborDental;
const db = server.db.db;

async function start(body: Record<string, unknown>, key = randomUUID()) {
  const response = await fetch(`${server.url}/api/v1/payLink/checkout/vidaCredit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function pay(url: string, card: string) {
  const response = await fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ card, action: 'pay' }).toString() });
  return { status: response.status, location: response.headers.get('location') };
}

describe('a pay link paid by card', () => {
  it("credits the slug's wallet once, without any session", async () => {
    const before = await balanceOf(db, walletAccount(harbor));
    const key = randomUUID();
    const started = await start({ slug: 'harbor-dental', amount: 12.5 }, key);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ success: true, amountUsd: '12.50', provider: 'Demo payments', payee: { username: 'harbor-dental' } });
    expect((await start({ slug: 'harbor-dental', amount: 12.5 }, key)).body.sessionId).toBe(started.body.sessionId);
    const paid = await pay(started.body.url, '4242424242424242');
    expect(paid.status).toBe(303);
    expect(paid.location).toContain('/app/paymentSuccess');
    await pay(started.body.url, '4242424242424242');
    expect(await balanceOf(db, walletAccount(harbor))).toBe(before + 12_500_000n);
  });

  it('refuses unknown slugs, foreign return URLs and bad amounts, naming the field', async () => {
    const before = await balanceOf(db, walletAccount(harbor));
    expect((await start({ slug: 'no-such-page', amount: 5 })).status).toBe(404);
    const foreign = await start({ slug: 'harbor-dental', amount: 5, successUrl: 'https://evil.example/x' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toMatch(/^successUrl: /);
    for (const amount of [-1, 0, 1.005, 1e9, 'ten']) {
      const res = await start({ slug: 'harbor-dental', amount });
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.message).toMatch(/^amount: /);
    }
    expect((await start({ slug: 'harbor\u0000dental', amount: 5 })).status).toBe(400);
    expect(await balanceOf(db, walletAccount(harbor))).toBe(before);
  });
});
