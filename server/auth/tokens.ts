import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: the form of every bearer secret we hand out. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored; lookups hash the presented token and compare hashes. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Six digits, first digit 1–9, so the code survives being sent as an integer. */
export function newCode(): string {
  return String(randomInt(100_000, 1_000_000));
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
