// Reading a BOLT11 invoice someone sent (a proof, a withdrawal address, validateInvoice): decoded
// with the `bolt11` package, which checks the bech32 checksum and recovers the signer from the
// signature (refusing one that does not match a stated payee key). Anything it throws on is "not a
// valid BOLT11 invoice" for the field it came in.
import bolt11 from 'bolt11';
import type { LightningNetwork } from '../providers/lightning';

export interface DecodedInvoice {
  lnInvoice: string;
  network: LightningNetwork | string;
  paymentHash: string;
  /** null: an invoice that leaves the amount to the payer */
  amountSats: number | null;
  description: string | null;
  createdAt: Date;
  expiresAt: Date;
  payeeNodeKey: string;
}

export const MAX_INVOICE_LENGTH = 2000;
const BECH32_TEXT = /^ln[a-z0-9]+1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]+$/;

/** The invoice decoded, or null when it is not a valid, signed BOLT11 invoice. */
export function decodeInvoice(text: string): DecodedInvoice | null {
  const lnInvoice = text.trim().toLowerCase().replace(/^lightning:/, '');
  if (lnInvoice.length > MAX_INVOICE_LENGTH || !BECH32_TEXT.test(lnInvoice)) return null;
  let decoded: ReturnType<typeof bolt11.decode>;
  try {
    decoded = bolt11.decode(lnInvoice);
  } catch {
    return null;
  }
  const hash = decoded.tagsObject.payment_hash;
  if (!hash || !/^[0-9a-f]{64}$/.test(hash) || !decoded.payeeNodeKey || decoded.timestamp === undefined) return null;
  // a msat amount that is not whole sats is rounded up: never pay less than asked
  const msat = decoded.millisatoshis == null ? null : BigInt(decoded.millisatoshis);
  const amountSats = msat === null ? null : Number((msat + 999n) / 1000n);
  const expiresAt = new Date((decoded.timeExpireDate ?? decoded.timestamp + 3600) * 1000);
  if (!Number.isFinite(expiresAt.getTime()) || !Number.isSafeInteger(amountSats ?? 0)) return null;
  return {
    lnInvoice,
    network: decoded.network?.bech32 ?? 'unknown',
    paymentHash: hash,
    amountSats,
    description: decoded.tagsObject.description ?? null,
    createdAt: new Date(decoded.timestamp * 1000),
    expiresAt,
    payeeNodeKey: decoded.payeeNodeKey,
  };
}

export const isExpired = (invoice: { expiresAt: Date }, now = Date.now()) => invoice.expiresAt.getTime() <= now;
