// The account a verified sign-up becomes: an organization (its own owner) under the reseller, or
// directly under the partner, of the domain profile the visitor signed up through. Called by the email
// code's verification (signIn.ts), which is what proves the address.
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { insertAccount, uniqueUsername } from '../../accounts/mutations';
import { recordAudit } from '../../audit/recordAudit';
import { accounts, signups } from '../../db/schema';
import type { Db } from '../../db/store';
import { inTransaction } from '../../db/transaction';
import { sqlState } from '../../kit/databaseErrors';

import type { SIGNUP_AUDIT_ACTIONS } from './signupMessages';

export const SIGNED_UP_ACTION: keyof typeof SIGNUP_AUDIT_ACTIONS = 'account.signedUp';

export interface SignupResult {
  accountId: number;
  /** false: the address had an account already (it signs in to that one; never a second account) */
  created: boolean;
}

async function accountWithEmail(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
  return row?.id;
}

/** Creates the sign-up's organization once; a sign-up already completed answers its account. */
export async function completeSignup(db: Db, signupId: number): Promise<SignupResult | undefined> {
  const [signup] = await db.select().from(signups).where(eq(signups.id, signupId));
  if (!signup) return undefined;
  if (signup.accountId !== null) return { accountId: signup.accountId, created: false };
  try {
    return await inTransaction(db, async (tx) => {
      const existing = await accountWithEmail(tx, signup.email);
      if (existing !== undefined) return { accountId: existing, created: false };
      const row = await insertAccount(
        tx,
        {
          username: await uniqueUsername(tx, signup.businessName),
          accountType: 'organization',
          partnerId: signup.partnerId,
          resellerId: signup.resellerId,
          email: signup.email,
          name: signup.name,
          accountName: signup.businessName,
          externalAccountId: signup.externalAccountId,
          // the typed number is unproven: kept here for the onboarding, never the account's sign-in phone
          settings: {
            signup: {
              number: signup.number,
              tempUserId: signup.tempUserId,
              domainProfileId: signup.domainProfileId,
              at: Math.floor(Date.now() / 1000),
            },
          },
        },
        ['organizationId'],
      );
      await tx.update(signups).set({ accountId: row.id }).where(eq(signups.id, signup.id));
      // the new owner is the actor: nobody else was signed in (recordAudit reads the caller off the request)
      const self = { caller: row, target: row } as unknown as FastifyRequest;
      await recordAudit(tx, self, {
        action: SIGNED_UP_ACTION,
        target: row,
        after: { email: row.email, name: row.name, accountName: row.accountName, partnerId: row.partnerId, resellerId: row.resellerId },
      });
      return { accountId: row.id, created: true };
    });
  } catch (error) {
    // another process made the address's account between our check and our insert: sign in to that one
    if (sqlState(error) !== '23505') throw error;
    const existing = await accountWithEmail(db, signup.email);
    if (existing === undefined) throw error;
    return { accountId: existing, created: false };
  }
}
