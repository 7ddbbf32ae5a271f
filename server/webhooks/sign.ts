// The signature a receiver checks (README "Webhooks"): HMAC-SHA256 with the endpoint's secret over
// `${timestamp}.${body}`, hex, in one header `Switchboard-Signature: t=<unix seconds>,v1=<hex>`. During
// a rotation's grace period a second v1 made with the previous secret follows, so a receiver that has
// either secret accepts the delivery.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Switchboard-Signature';
/** how long the previous secret still signs after a rotation */
export const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function signature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function signatureHeader(secrets: readonly string[], timestamp: number, body: string): string {
  return [`t=${timestamp}`, ...secrets.map((s) => `v1=${signature(s, timestamp, body)}`)].join(',');
}

/** The receiver's side, as the README shows it: true when one v1 matches and t is within `toleranceS`. */
export function verifySignature(header: string, secret: string, body: string, nowS: number, toleranceS = 300): boolean {
  const parts = header.split(',').map((p) => p.split('=', 2) as [string, string]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowS - t) > toleranceS) return false;
  const expected = Buffer.from(signature(secret, t, body));
  return parts.some(([k, v]) => k === 'v1' && v !== undefined && v.length === expected.length && timingSafeEqual(Buffer.from(v), expected));
}
