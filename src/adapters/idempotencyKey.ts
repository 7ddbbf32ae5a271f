// Retry-safe writes (issue 17 point 4): every POST the console sends carries a fresh
// Idempotency-Key, made once per call, so a retry of that call (the http client's, on a dropped
// connection or a 503) is recognised by the server and answered with the first answer instead of
// creating twice. Two submits are two calls: two keys.
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random UUID; crypto.randomUUID needs a secure context, getRandomValues does not (a LAN address). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
