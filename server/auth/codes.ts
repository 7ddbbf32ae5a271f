import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { accounts, outbox, verificationCodes } from '../db/schema';
import type { Db } from '../db/store';
import { hashToken, newCode, sameHash } from './tokens';

export type Channel = 'email' | 'phone';
/** What a code proves (the verification_codes table's `purpose`). */
export type CodePurpose = 'signin' | 'signup' | 'emailChange' | 'phoneChange';
/** The purposes POST /api/v1/email/verify (and the phone one) accept: a sign-in, or a sign-up's first sign-in. */
export const SIGN_IN_PURPOSES: readonly CodePurpose[] = ['signin', 'signup'];

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_ATTEMPTS = 5;
export const RATE_WINDOW_MS = 10 * 60 * 1000;

export interface CodeLimits {
  /** Code requests per address per window (counted in the database, like the next). */
  perAddress: number;
  /** Code requests per client IP per window. */
  perIp: number;
}

export const DEFAULT_CODE_LIMITS: CodeLimits = { perAddress: 5, perIp: 20 };

/** Lower-cased email; phone numbers reduced to `+` and digits. */
export function normalizeAddress(channel: Channel, address: string): string {
  return channel === 'email' ? address.trim().toLowerCase() : address.replace(/[^\d+]/g, '');
}

/**
 * Issues a code for the address. A row is written even when no account matches (so timing
 * looks the same); the outbox only gets a message for a real account. Returns the code
 * when one was sent, for the demo log line.
 */
export async function issueCode(
  db: Db,
  channel: Channel,
  address: string,
  accountId?: number,
  text: (code: string) => string = (code) => `Your Switchboard sign-in code is ${code}. It expires in 10 minutes.`,
): Promise<string | undefined> {
  const column = channel === 'email' ? accounts.email : accounts.phoneNumber;
  const [account] = await db.select({ id: accounts.id, enabled: accounts.enabled }).from(accounts).where(eq(column, address));
  const matched = account && account.enabled && (accountId === undefined || accountId === account.id) ? account : undefined;
  const code = newCode();
  await db.insert(verificationCodes).values({
    channel,
    address,
    accountId: matched?.id ?? null,
    codeHash: hashToken(code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  if (!matched) return undefined;
  await db.insert(outbox).values({ channel, to: address, code, text: text(code) });
  return code;
}

/**
 * Issues a code of another purpose than sign-in: a sign-up's (verifying it creates the account of
 * `ref.signupId`), a signed-in account's new email (`ref.accountId`) or, with `channel` 'phone', its new
 * phone number (the caller texts it through the carrier). Returns the code.
 */
export async function issuePurposeCode(
  db: Db,
  purpose: Exclude<CodePurpose, 'signin'>,
  address: string,
  ref: { accountId?: number; signupId?: number },
  text: (code: string) => string,
  channel: Channel = 'email',
): Promise<string> {
  const code = newCode();
  await db.insert(verificationCodes).values({
    channel,
    address,
    purpose,
    accountId: ref.accountId ?? null,
    signupId: ref.signupId ?? null,
    codeHash: hashToken(code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  await db.insert(outbox).values({ channel, to: address, code, text: text(code) });
  return code;
}

/** The code that matched: its account (sign-in, email change) or its pending sign-up. */
export interface VerifiedCode {
  purpose: CodePurpose;
  accountId: number | null;
  signupId: number | null;
}

/**
 * Checks a code against the address's live codes of the given purposes (unused, unexpired, under the
 * attempt limit; with `accountId`, that account's only). Every check first spends one attempt on each
 * live code in a single UPDATE, so parallel guesses (even from several processes) cannot exceed the
 * limit. A match consumes them all.
 */
export async function verifyCode(
  db: Db,
  channel: Channel,
  address: string,
  code: string,
  purposes: readonly CodePurpose[] = SIGN_IN_PURPOSES,
  accountId?: number,
): Promise<VerifiedCode | undefined> {
  const now = new Date();
  const live = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.address, address),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, MAX_ATTEMPTS),
        inArray(verificationCodes.purpose, [...purposes]),
        accountId === undefined ? undefined : eq(verificationCodes.accountId, accountId),
      ),
    )
    .returning();
  const hash = hashToken(code);
  // a row without an account nor a sign-up is an unknown address's (written so requests look alike)
  const hit = live.find((row) => (row.accountId !== null || row.signupId !== null) && sameHash(row.codeHash, hash));
  if (!hit) return undefined;
  // Conditional on usedAt so a concurrent verify of the same code cannot also succeed.
  const consumed = await db
    .update(verificationCodes)
    .set({ usedAt: now })
    .where(and(eq(verificationCodes.id, hit.id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  if (consumed.length === 0) return undefined;
  const ids = live.map((row) => row.id);
  await db.update(verificationCodes).set({ usedAt: now }).where(inArray(verificationCodes.id, ids));
  return { purpose: hit.purpose, accountId: hit.accountId, signupId: hit.signupId };
}
