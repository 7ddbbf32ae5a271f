// The embedded "Demo lightning node": it issues real BOLT11 invoices (encoded and signed with the
// `bolt11` package, decodable by any wallet library) for the regtest network, keeping each preimage
// server-side so the payer's proof (provePendingInvoicePaid) can be checked against sha256(preimage).
// It reaches no network: nobody can pay its invoices except by showing the preimage, and the
// withdrawals it "pays" are recorded as paid. The signing key lives in the database (one row made on
// first use) unless LIGHTNING_NODE_KEY gives one, so every API process signs as the same node.
import { createHash, randomBytes } from 'node:crypto';
import bolt11 from 'bolt11';
import type { Db } from '../../db/store';
import { lightningNode } from '../../db/schema';
import type { IssuedInvoice, LightningNetwork, LightningProvider, NewInvoice, PaymentResult } from './types';

export const DEMO_NODE_NAME = 'Demo lightning node';

/** bolt11's description of the regtest network (prefix lnbcrt). */
export const REGTEST = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, validWitnessVersions: [0, 1] };
export const BITCOIN = { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, validWitnessVersions: [0, 1] };

const HEX_KEY = /^[0-9a-f]{64}$/;

export const sha256Hex = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

/** The node key: LIGHTNING_NODE_KEY, else the database's row (made once; a racing process reads the winner's). */
export async function nodeKey(db: Db, fromEnv?: string): Promise<string> {
  if (fromEnv) {
    if (!HEX_KEY.test(fromEnv)) throw new Error('LIGHTNING_NODE_KEY: expected 64 hex characters');
    return fromEnv;
  }
  await db.insert(lightningNode).values({ id: 1, privateKey: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select().from(lightningNode);
  return row.privateKey;
}

export class DemoLightningNode implements LightningProvider {
  readonly name = DEMO_NODE_NAME;
  readonly embedded = true;
  readonly network: LightningNetwork = 'bcrt';
  private key?: Promise<string>;

  constructor(
    private readonly db: Db,
    private readonly keyFromEnv?: string,
  ) {
    // loaded now, outside any request: a first invoice asked inside a request's transaction (an
    // Idempotency-Key wraps the handler in one) would otherwise wait on the one PGlite connection
    this.key = nodeKey(db, keyFromEnv);
    this.key.catch(() => {
      this.key = undefined;
    });
  }

  private signingKey(): Promise<string> {
    this.key ??= nodeKey(this.db, this.keyFromEnv);
    return this.key;
  }

  async createInvoice({ amountSats, memo, expirySeconds }: NewInvoice): Promise<IssuedInvoice> {
    const preimage = randomBytes(32).toString('hex');
    const paymentHash = sha256Hex(preimage);
    const timestamp = Math.floor(Date.now() / 1000);
    const unsigned = bolt11.encode({
      network: REGTEST,
      satoshis: amountSats,
      timestamp,
      tags: [
        { tagName: 'payment_hash', data: paymentHash },
        { tagName: 'payment_secret', data: randomBytes(32).toString('hex') },
        { tagName: 'description', data: memo },
        { tagName: 'expire_time', data: expirySeconds },
      ],
    });
    const signed = bolt11.sign(unsigned, await this.signingKey());
    return { lnInvoice: signed.paymentRequest!, paymentHash, preimage, expiresAt: new Date((timestamp + expirySeconds) * 1000) };
  }

  /** The demo node learns of a payment only through its proof: its invoices are never settled by itself. */
  async invoiceState(): Promise<{ settled: boolean }> {
    return { settled: false };
  }

  /** Reaches nothing: the withdrawal is recorded as paid (the console says this is the demo node). */
  async payInvoice(): Promise<PaymentResult> {
    return { status: 'paid', preimage: null };
  }
}
