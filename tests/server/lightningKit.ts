// Shared by the lightning suites: invoices made as another node would (a key of the test's own, not
// the server's), and the server's record of one of its own invoices (its preimage, as the payer's
// wallet would show it once paid).
import { createHash, randomBytes } from 'node:crypto';
import bolt11 from 'bolt11';
import { eq } from 'drizzle-orm';
import { lightningInvoices } from '../../server/db/schema';
import type { TestServer } from '../../server/testing/index';
import { BITCOIN, REGTEST } from '../../server/providers/lightning/demoNode';

const OTHER_NODE_KEY = createHash('sha256').update('another lightning node').digest('hex');

/** A BOLT11 invoice of another node: regtest unless `mainnet`; `expirySeconds` from `timestamp`. */
export function foreignInvoice(sats: number | null, opts: { mainnet?: boolean; timestamp?: number; expirySeconds?: number } = {}): { invoice: string; preimage: string; paymentHash: string } {
  const preimage = randomBytes(32).toString('hex');
  const paymentHash = createHash('sha256').update(Buffer.from(preimage, 'hex')).digest('hex');
  const encoded = bolt11.encode({
    network: opts.mainnet ? BITCOIN : REGTEST,
    ...(sats === null ? {} : { satoshis: sats }),
    timestamp: opts.timestamp ?? Math.floor(Date.now() / 1000),
    tags: [
      { tagName: 'payment_hash', data: paymentHash },
      { tagName: 'description', data: 'withdrawal test' },
      { tagName: 'expire_time', data: opts.expirySeconds ?? 3600 },
    ],
  });
  return { invoice: bolt11.sign(encoded, OTHER_NODE_KEY).paymentRequest!, preimage, paymentHash };
}

/** The server's row of one of its invoices. */
export async function invoiceRow(server: TestServer, paymentHash: string) {
  const [row] = await server.db.db.select().from(lightningInvoices).where(eq(lightningInvoices.paymentHash, paymentHash));
  return row;
}

/** One call with headers (an Idempotency-Key); JSON reply parsed. */
export async function callWith(server: TestServer, method: string, path: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> }) {
  const url = new URL(path, server.url);
  if (opts.token) url.searchParams.set('token', opts.token);
  const response = await fetch(url, {
    method,
    headers: { ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }), ...opts.headers },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}
