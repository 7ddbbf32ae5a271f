// Bring your own number (spec doc 2 `phoneNumber/byo/assign`): a code texted to the number proves the
// organization holds it. Codes are stored hashed in number_claims, expire after 10 minutes, and every
// check spends one attempt on each live code in a single UPDATE (as sign-in codes do), so parallel
// guesses, even from several API processes, cannot exceed the limit. Sends per number are counted in
// the database too (rate_limits).
import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { newCode, hashToken, sameHash } from '../auth/tokens';
import { numberClaims, outbox, phoneNumbers } from '../db/schema';
import type { Db } from '../db/store';
import { fail } from '../http';
import { countHit } from '../kit/limitStore';
import type { Carrier } from '../providers/carrier';
import { carrierFailure } from './ownership';
import { claimText, NUMBER_TAKEN, TOO_MANY_CODES } from './messages';
import type { NumberScope } from './scope';

export const CLAIM_TTL_MS = 10 * 60 * 1000;
export const CLAIM_MAX_ATTEMPTS = 5;
/** Codes texted to one number per window, whoever asks: the carrier is not a way to spam a phone. */
export const CLAIM_SENDS_PER_WINDOW = 5;

/** The number the codes come from (a real carrier needs one of the account's numbers or a sender id). */
export const verifySender = (env: Record<string, string | undefined> = process.env) => env.CARRIER_VERIFY_FROM?.trim() || '+15550100000';

async function assertFree(db: Db, number: string): Promise<void> {
  const [held] = await db
    .select({ id: phoneNumbers.id })
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.number, number), ne(phoneNumbers.status, 'released')));
  if (held) fail(409, NUMBER_TAKEN);
}

/** Texts a new code to the number; in demo mode it is also readable in the outbox (`GET /dev/outbox`). Returns it. */
export async function sendClaimCode(db: Db, carrier: Carrier, scope: NumberScope, number: string, demo: boolean): Promise<string> {
  await assertFree(db, number);
  const hit = await countHit(db, 'byoCode', number, CLAIM_TTL_MS);
  if (hit.count > CLAIM_SENDS_PER_WINDOW) fail(429, TOO_MANY_CODES);
  const code = newCode();
  await db.insert(numberClaims).values({
    number,
    accountId: scope.accountId,
    codeHash: hashToken(code),
    expiresAt: new Date(Date.now() + CLAIM_TTL_MS),
  });
  const text = claimText(code);
  await carrier.sendSms({ from: verifySender(), to: number, text }).catch(carrierFailure);
  if (demo) await db.insert(outbox).values({ channel: 'phone', to: number, code, text });
  return code;
}

/** Whether `code` is a live code of this organization for the number; a match consumes every live code. */
export async function provesClaim(db: Db, scope: NumberScope, number: string, code: string): Promise<boolean> {
  const now = new Date();
  const liveClaims = await db
    .update(numberClaims)
    .set({ attempts: sql`${numberClaims.attempts} + 1` })
    .where(
      and(
        eq(numberClaims.number, number),
        eq(numberClaims.accountId, scope.accountId),
        isNull(numberClaims.usedAt),
        gt(numberClaims.expiresAt, now),
        lt(numberClaims.attempts, CLAIM_MAX_ATTEMPTS),
      ),
    )
    .returning();
  const hash = hashToken(code);
  const hit = liveClaims.find((row) => sameHash(row.codeHash, hash));
  if (!hit) return false;
  // conditional on usedAt, so two concurrent checks of the same code cannot both succeed
  const consumed = await db
    .update(numberClaims)
    .set({ usedAt: now })
    .where(and(eq(numberClaims.id, hit.id), isNull(numberClaims.usedAt)))
    .returning({ id: numberClaims.id });
  if (consumed.length === 0) return false;
  await db.update(numberClaims).set({ usedAt: now }).where(inArray(numberClaims.id, liveClaims.map((r) => r.id)));
  return true;
}
