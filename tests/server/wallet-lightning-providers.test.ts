// Issue 22 point 3, the real adapters and the rate source against a stub the test starts: LND's REST
// API behind the routes (an invoice settled by the node credits the wallet once; withdrawals paid by
// the job after the debit, a refused one refunded), LNbits' API directly, and exchangeRates with its
// database cache (900 s), its source and the 0.00043 fallback.
import bolt11 from 'bolt11';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { exchangeRates, lightningWithdrawals } from '../../server/db/schema';
import { balanceOf, walletAccount } from '../../server/ledger/ledger';
import { satToUsd } from '../../server/lightning/exchangeRates';
import { LightningProviderError, selectLightningProvider } from '../../server/providers/lightning';
import { call, fileEnv, serverWith, signIn } from './helpers';
import { foreignInvoice } from './lightningKit';
import { LNBITS_KEY, MACAROON, startLightningStub } from './lightningStub';

const stub = await startLightningStub();
// for this file only: the server project keeps one process per worker (isolate: false), and a later
// file must find the demo node again
fileEnv({ LND_REST_URL: stub.url, LND_MACAROON: MACAROON, EXCHANGE_RATE_URL: `${stub.url}/rate` });
const { server } = await serverWith([]);
const db = server.db.db;
const harbor = server.seeded.harborDental;
const owner = await signIn(server, 'owner@harbordental.example');
const wallet = () => balanceOf(db, walletAccount(harbor));

describe('exchangeRates', () => {
  it('fetches the source once per 900 s for every process (the database), and falls back when it fails', async () => {
    const first = await call(server, 'GET', '/api/v1/exchangeRates', { token: owner });
    expect(first.body).toMatchObject({ satToUsd: 0.0005, origin: 'source' }); // $50,000 per BTC
    const calls = stub.state.rateCalls;
    await call(server, 'GET', '/api/v1/exchangeRates', { token: owner });
    expect(stub.state.rateCalls).toBe(calls);

    stub.state.rate = { USD: 60000 };
    await db.update(exchangeRates).set({ fetchedAt: new Date(Date.now() - 901_000) });
    expect((await call(server, 'GET', '/api/v1/exchangeRates', { token: owner })).body.satToUsd).toBeCloseTo(0.0006, 12);
    expect(stub.state.rateCalls).toBe(calls + 1);

    stub.state.rateStatus = 500;
    await db.update(exchangeRates).set({ fetchedAt: new Date(Date.now() - 901_000) });
    expect((await call(server, 'GET', '/api/v1/exchangeRates', { token: owner })).body).toMatchObject({ satToUsd: 0.00043, origin: 'fallback' });
    stub.state.rateStatus = 200;
    stub.state.rate = { USD: 50000 };
    await db.update(exchangeRates).set({ fetchedAt: new Date(Date.now() - 901_000) });
    expect((await satToUsd(db)).satToUsd).toBe(0.0005);
    expect(await satToUsd(db, {})).toMatchObject({ satToUsd: 0.00043, origin: 'fallback' });
  });
});

describe('LND behind the routes', () => {
  it('issues the node\'s invoice and credits it once when the node says it was paid', async () => {
    const requested = await call(server, 'POST', '/api/v1/requestInvoice', { token: owner, body: { amount: 1000, unit: 'sats' } });
    expect(requested.body).toMatchObject({ node: 'LND', invoice: { amountSats: 1000, status: 'pending' } });
    expect(bolt11.decode(requested.body.invoice.lnInvoice).network?.bech32).toBe('bc');
    const hash = requested.body.invoice.paymentHash;
    const before = await wallet();
    expect((await call(server, 'GET', '/api/v1/pendingInvoice', { token: owner })).body.invoice.status).toBe('pending');
    stub.settle(hash);
    expect((await call(server, 'GET', '/api/v1/pendingInvoice', { token: owner })).body.invoice.status).toBe('paid');
    expect(await wallet()).toBe(before + 500_000n); // 1,000 sats × 0.0005
    await call(server, 'GET', '/api/v1/pendingInvoice', { token: owner });
    expect(await wallet()).toBe(before + 500_000n);
  });

  it('pays a withdrawal by job after the debit, and refunds one the node refuses', async () => {
    const before = await wallet();
    const ok = await call(server, 'POST', '/api/v1/requestWithdrawal', { token: owner, body: { address: foreignInvoice(200, { mainnet: true }).invoice, type: 'ln' } });
    expect(ok.body).toMatchObject({ withdrawal: { status: 'pending' }, node: 'LND' });
    expect(await wallet()).toBe(before - 100_000n);
    await server.jobs.drain();
    const [paid] = await db.select().from(lightningWithdrawals).where(eq(lightningWithdrawals.id, ok.body.withdrawal.id));
    expect(paid.status).toBe('paid');
    expect(stub.requests.filter((r) => r.path === '/v1/channels/transactions')).toHaveLength(1);

    stub.state.payError = 'no route';
    const refused = await call(server, 'POST', '/api/v1/requestWithdrawal', { token: owner, body: { address: foreignInvoice(200, { mainnet: true }).invoice, type: 'ln' } });
    expect(await wallet()).toBe(before - 200_000n);
    await server.jobs.drain();
    const [failed] = await db.select().from(lightningWithdrawals).where(eq(lightningWithdrawals.id, refused.body.withdrawal.id));
    expect(failed).toMatchObject({ status: 'failed', failure: 'no route' });
    expect(await wallet()).toBe(before - 100_000n);
    stub.state.payError = '';
  });

  it('names the node and hides its credentials when it refuses them', async () => {
    const node = selectLightningProvider(db, { LND_REST_URL: stub.url, LND_MACAROON: 'abcdef' });
    const error = await node.createInvoice({ amountSats: 1, memo: 'x', expirySeconds: 60 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LightningProviderError);
    expect((error as Error).message).toBe('LND: credentials refused (401)');
    expect(() => selectLightningProvider(db, { LND_REST_URL: stub.url })).toThrow(/LND_MACAROON/);
  });
});

describe('LNbits', () => {
  it('creates, checks and pays invoices through the wallet API', async () => {
    const node = selectLightningProvider(db, { LNBITS_URL: stub.url, LNBITS_API_KEY: LNBITS_KEY });
    expect(node.name).toBe('LNbits');
    const issued = await node.createInvoice({ amountSats: 321, memo: 'Wallet top-up', expirySeconds: 600 });
    expect(bolt11.decode(issued.lnInvoice).satoshis).toBe(321);
    expect(await node.invoiceState(issued.paymentHash)).toEqual({ settled: false, preimage: expect.any(String) });
    stub.settle(issued.paymentHash);
    expect((await node.invoiceState(issued.paymentHash)).settled).toBe(true);
    expect(await node.payInvoice(foreignInvoice(50, { mainnet: true }).invoice, 50)).toMatchObject({ status: 'paid' });
    const wrongKey = selectLightningProvider(db, { LNBITS_URL: stub.url, LNBITS_API_KEY: 'nope' });
    await expect(wrongKey.createInvoice({ amountSats: 1, memo: 'x', expirySeconds: 60 })).rejects.toThrow('LNbits: credentials refused (401)');
  });
});
