// Issue 22 point 3 on the embedded demo node: a real BOLT11 invoice requested, decoded with bolt11,
// proven with its preimage and credited to the wallet once through the ledger; forged proofs (wrong
// preimage, another wallet's invoice, an expired or replaced one) refused; validateInvoice; withdrawals
// debited once and refused above the balance; members, other tenants and no session refused.
import { createHash } from 'node:crypto';
import bolt11 from 'bolt11';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lightningInvoices, lightningWithdrawals } from '../../server/db/schema';
import { balanceOf, walletAccount } from '../../server/ledger/ledger';
import { call, FORBIDDEN, NOT_SIGNED_IN, serverWith, signIn } from './helpers';
import { callWith, foreignInvoice, invoiceRow } from './lightningKit';

// Harbor Dental: its reseller (Blue Harbor) shows billing, unlike Northwind's orgs (spec section 6)
const { server, t } = await serverWith(['reseller']);
const harbor = server.seeded.harborDental;
const db = server.db.db;
const owner = await signIn(server, 'owner@harbordental.example');
const invited = await call(server, 'POST', '/api/v2/inviteAdminUser', { token: owner, body: { email: 'clerk@harbordental.example' } });
if (invited.status !== 201) throw new Error(`inviting a member: ${JSON.stringify(invited.body)}`);
const member = await signIn(server, 'clerk@harbordental.example');
// another tenant with billing of its own: the Northwind reseller (Harbor Dental is not in its subtree)
const other = t.reseller;
const wallet = () => balanceOf(db, walletAccount(harbor));

async function requestInvoice(body: Record<string, unknown>, token = owner) {
  const res = await call(server, 'POST', '/api/v1/requestInvoice', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.invoice as { lnInvoice: string; paymentHash: string; amountSats: number; amountUsd: string; status: string; expiresAt: string };
}
const prove = (preimage: string, invoice: string, token = owner) => call(server, 'POST', '/api/v1/provePendingInvoicePaid', { token, body: { preimage, invoice } });

describe('lightning invoices (demo node)', () => {
  it('issues a real regtest invoice that proves once with its preimage and credits the wallet once', async () => {
    const before = await wallet();
    const invoice = await requestInvoice({ amount: 10 });
    // fallback rate 0.00043 USD/sat (no EXCHANGE_RATE_URL): $10 is 23,256 sats, rounded up
    expect(invoice).toMatchObject({ amountSats: 23256, amountUsd: '10.00', status: 'pending' });
    const decoded = bolt11.decode(invoice.lnInvoice);
    expect(decoded.network?.bech32).toBe('bcrt');
    expect(decoded.satoshis).toBe(23256);
    expect(decoded.tagsObject.payment_hash).toBe(invoice.paymentHash);
    expect(JSON.stringify(invoice)).not.toMatch(/preimage/);

    const { preimage } = await invoiceRow(server, invoice.paymentHash);
    expect(createHash('sha256').update(Buffer.from(preimage!, 'hex')).digest('hex')).toBe(invoice.paymentHash);

    const wrong = await prove('ab'.repeat(32), invoice.lnInvoice);
    expect(wrong).toMatchObject({ status: 400, body: { message: expect.stringMatching(/^preimage:/) } });
    const otherTenant = await prove(preimage!, invoice.lnInvoice, other);
    expect(otherTenant).toMatchObject({ status: 404, body: { message: expect.stringMatching(/^invoice:/) } });
    expect(await wallet()).toBe(before);

    const proven = await prove(preimage!, invoice.lnInvoice);
    expect(proven).toMatchObject({ status: 200, body: { credited: true, creditedUsd: '10.00', invoice: { status: 'paid' } } });
    expect(await wallet()).toBe(before + 10_000_080n); // 23,256 sats × 0.00043
    const replay = await prove(preimage!.toUpperCase(), invoice.lnInvoice);
    expect(replay).toMatchObject({ status: 200, body: { credited: false, creditedUsd: null } });
    expect(await wallet()).toBe(before + 10_000_080n);
  });

  it('keeps one pending invoice per wallet: a new request replaces it, reset cancels it', async () => {
    const first = await requestInvoice({ amount: 500, unit: 'sats' });
    expect(first.amountSats).toBe(500);
    const second = await requestInvoice({ amount: '1.25' });
    const pending = await call(server, 'GET', '/api/v1/pendingInvoice', { token: owner });
    expect(pending.body.invoice.paymentHash).toBe(second.paymentHash);
    const old = await invoiceRow(server, first.paymentHash);
    expect(await prove(old.preimage!, first.lnInvoice)).toMatchObject({ status: 409, body: { message: expect.stringMatching(/^invoice: no longer pending/) } });

    expect(await call(server, 'POST', '/api/v1/resetPendingInvoice', { token: owner })).toMatchObject({ status: 200, body: { reset: true } });
    expect((await call(server, 'GET', '/api/v1/pendingInvoice', { token: owner })).body.invoice).toBeNull();
    expect((await call(server, 'POST', '/api/v1/resetPendingInvoice', { token: owner })).body.reset).toBe(false);
  });

  it('refuses the proof of an expired invoice', async () => {
    const invoice = await requestInvoice({ amount: 2 });
    await db.update(lightningInvoices).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(lightningInvoices.paymentHash, invoice.paymentHash));
    const { preimage } = await invoiceRow(server, invoice.paymentHash);
    const before = await wallet();
    expect(await prove(preimage!, invoice.lnInvoice)).toMatchObject({ status: 409, body: { message: 'invoice: expired' } });
    expect((await call(server, 'GET', '/api/v1/pendingInvoice', { token: owner })).body.invoice.status).toBe('expired');
    expect(await wallet()).toBe(before);
  });

  it('answers a repeated Idempotency-Key with the first invoice', async () => {
    const headers = { 'Idempotency-Key': 'ln-invoice-1' };
    const a = await callWith(server, 'POST', '/api/v1/requestInvoice', { token: owner, body: { amount: 3 }, headers });
    const b = await callWith(server, 'POST', '/api/v1/requestInvoice', { token: owner, body: { amount: 3 }, headers });
    expect(a.status).toBe(200);
    expect(b.body.invoice.paymentHash).toBe(a.body.invoice.paymentHash);
  });

  it.each([
    [{ amount: -1 }, /^amount/],
    [{ amount: 0 }, /^amount/],
    [{ amount: 1.005 }, /^amount: at most 2 decimals/],
    [{ amount: 'abc' }, /amount/],
    [{ amount: 1e20 }, /^amount/],
    [{ amount: 10.5, unit: 'sats' }, /^amount: a whole number of sats/],
    [{ amount: 5, unit: 'BTC' }, /unit/],
    [{ amount: '5\u0000' }, /amount/],
    [{}, /amount/],
  ])('refuses the amount %j naming the field', async (body, message) => {
    const res = await call(server, 'POST', '/api/v1/requestInvoice', { token: owner, body });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it.each([
    ['not hex', 'zz'.repeat(32)],
    ['too short', 'ab'],
    ['lone surrogate', '\ud800'.repeat(4)],
  ])('refuses a preimage that is %s', async (_, preimage) => {
    const invoice = await requestInvoice({ amount: 1 });
    const res = await prove(preimage, invoice.lnInvoice);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/preimage/);
  });
});

describe('validateInvoice', () => {
  const validate = (invoice: string) => call(server, 'GET', '/api/v1/validateInvoice', { token: owner, query: { invoice } });

  it('decodes a good invoice and says what is wrong with a mainnet, expired or amountless one', async () => {
    const good = foreignInvoice(1500);
    expect(await validate(good.invoice)).toMatchObject({ status: 200, body: { valid: true, problems: [], invoice: { network: 'bcrt', amountSats: 1500, paymentHash: good.paymentHash } } });
    const mainnet = await validate(foreignInvoice(1500, { mainnet: true }).invoice);
    expect(mainnet.body).toMatchObject({ valid: false, problems: ['invoice: not an invoice of the bcrt network'] });
    const expired = await validate(foreignInvoice(10, { timestamp: Math.floor(Date.now() / 1000) - 7200, expirySeconds: 60 }).invoice);
    expect(expired.body.problems).toEqual(['invoice: expired']);
    expect((await validate(foreignInvoice(null).invoice)).body.problems).toEqual(['invoice: states no amount']);
  });

  it.each([
    ['garbage', 'hello'],
    ['a broken checksum', foreignInvoice(5).invoice.replace(/.$/, (c) => (c === 'q' ? 'p' : 'q'))],
    ['NUL bytes', 'lnbcrt1\u0000'],
    ['a huge string', 'ln' + 'q'.repeat(5000)],
  ])('refuses %s with 400 naming invoice', async (_, invoice) => {
    const res = await validate(invoice);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/invoice/);
  });
});

describe('requestWithdrawal', () => {
  const withdraw = (address: string, token = owner, type = 'ln') => call(server, 'POST', '/api/v1/requestWithdrawal', { token, body: { address, type } });

  it('debits the wallet once per invoice and records it paid (demo node)', async () => {
    const before = await wallet();
    const target = foreignInvoice(1000);
    const first = await withdraw(target.invoice);
    expect(first, JSON.stringify(first.body)).toMatchObject({ status: 200, body: { created: true, withdrawal: { status: 'paid', amountSats: 1000, amountUsd: '0.43' }, node: 'Demo lightning node' } });
    expect(await wallet()).toBe(before - 430_000n);
    const again = await withdraw(target.invoice);
    expect(again).toMatchObject({ status: 200, body: { created: false } });
    expect(await wallet()).toBe(before - 430_000n);
    // another wallet cannot withdraw to the same invoice
    expect((await withdraw(target.invoice, other)).status).toBe(409);
  });

  it('refuses above the balance and leaves nothing behind', async () => {
    const before = await wallet();
    const big = foreignInvoice(9_000_000); // $3,870 at the fallback rate
    const res = await withdraw(big.invoice);
    expect(res).toMatchObject({ status: 409, body: { message: expect.stringMatching(/^address: .*balance/) } });
    expect(await wallet()).toBe(before);
    expect(await db.select().from(lightningWithdrawals).where(eq(lightningWithdrawals.paymentHash, big.paymentHash))).toEqual([]);
  });

  it.each([
    ['type btc', () => withdraw(foreignInvoice(10).invoice, owner, 'btc'), /type/],
    ['no amount', () => withdraw(foreignInvoice(null).invoice), /^address: the invoice must state an amount/],
    ['mainnet', () => withdraw(foreignInvoice(10, { mainnet: true }).invoice), /^address: not an invoice of the bcrt network/],
    ['expired', () => withdraw(foreignInvoice(10, { timestamp: 1_600_000_000, expirySeconds: 60 }).invoice), /^address: the invoice has expired/],
    ['malformed', () => withdraw('lnbcrt1garbage'), /^address: not a valid BOLT11/],
  ])('refuses %s naming the field', async (_, send, message) => {
    const before = await wallet();
    const res = await send();
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await wallet()).toBe(before);
  });

  it("refuses this server's own invoice", async () => {
    const own = await requestInvoice({ amount: 1 }, other);
    expect((await withdraw(own.lnInvoice)).body.message).toBe('address: an invoice of this server cannot be paid from a wallet');
  });
});

describe('who may call', () => {
  const CALLS: [string, string, Record<string, unknown>?, Record<string, string>?][] = [
    ['POST', '/api/v1/requestInvoice', { amount: 1 }],
    ['GET', '/api/v1/pendingInvoice'],
    ['POST', '/api/v1/resetPendingInvoice'],
    ['POST', '/api/v1/provePendingInvoicePaid', { preimage: 'ab'.repeat(32), invoice: 'lnbcrt1' }],
    ['GET', '/api/v1/validateInvoice', undefined, { invoice: 'lnbcrt1' }],
    ['POST', '/api/v1/requestWithdrawal', { address: 'lnbcrt1', type: 'ln' }],
    ['GET', '/api/v1/exchangeRates'],
  ];

  it.each(CALLS)('%s %s: refused to a member (admins never see billing), another tenant and no session', async (method, path, body, query) => {
    expect(await call(server, method, path, { token: member, body, query })).toEqual(FORBIDDEN);
    expect((await call(server, method, path, { token: other, target: harbor, body, query })).status).toBe(403);
    expect(await call(server, method, path, { body, query })).toEqual(NOT_SIGNED_IN);
  });

  it("never shows one wallet's pending invoice to another", async () => {
    await requestInvoice({ amount: 4 });
    const globexPending = await call(server, 'GET', '/api/v1/pendingInvoice', { token: other });
    const acmePending = await call(server, 'GET', '/api/v1/pendingInvoice', { token: owner });
    expect(acmePending.body.invoice.paymentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(globexPending.body.invoice?.paymentHash).not.toBe(acmePending.body.invoice.paymentHash);
  });
});
