// Sign-up (issue 23 item 0) and the signed-in user's email change (spec document 2 §7 "Accounts" and
// "Authentication"; docs/api-contract.md "Sign-up" and "Email verification").
//
// POST /api/v1/signup/email keeps the visitor's details and mails a 6-digit code; the account is made
// when that code comes back through POST /api/v1/email/verify (signIn.ts → signupAccount.ts), so an
// address nobody proved never holds an account. An address that has an account already gets a sign-in
// code for it instead: never a second account. Both answer the same `{success: true}`, so the form
// tells nobody whether an address is registered; the verify answer says `signedUp` once the code is in.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { issueCode, issuePurposeCode, verifyCode } from '../../auth/codes';
import { accountById } from '../../auth/context';
import { hashToken } from '../../auth/tokens';
import { accounts, sessions, signups } from '../../db/schema';
import type { Db } from '../../db/store';
import { profileForAccount, profileForHost, profilesOf, type DomainProfileRow } from '../../domains';
import { profileForCustomDomain } from '../../customDomains/brand';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { emailField, idText, nameField, phoneField } from '../../accounts/mutations';
import { code as verificationCode, codeRequestLimits } from './signIn';
import {
  BAD_ACCOUNT_ID, BAD_CODE, BAD_TEMP_SESSION, EMAIL_TAKEN, emailChangeText, SAME_EMAIL, SIGNUP_CLOSED, SIGNUP_NO_BRAND,
  SIGNUP_AUDIT_ACTIONS, signupCodeText, takenSignupText, TOO_MANY,
} from './signupMessages';

const signupBody = z.object({
  email: emailField,
  name: nameField,
  businessName: nameField,
  number: phoneField.optional(),
  // the account whose domain profile the visitor came through (as POST /api/v1/domain/lookup takes it); default: the host's
  accountId: z.union([z.number().int().positive().max(2_147_483_647), z.string().regex(/^\d{1,9}$/)]).optional(),
  externalAccountId: idText.optional(),
  tempUserToken: z.string().min(1).max(200).optional(),
});
const emailBody = z.object({ email: emailField });
const validateBody = z.object({ email: emailField, verificationCode });

const ok = reply('Always success: a code went to the address (no account enumeration)', { success });

/** Whom a sign-up through `profile` belongs to: the profile owner's reseller and partner. */
async function parentsOf(db: Db, profile: DomainProfileRow) {
  const owner = profile.ownerAccountId === null ? undefined : await accountById(db, profile.ownerAccountId);
  if (owner?.accountType === 'reseller' && owner.partnerId !== null) return { partnerId: owner.partnerId, resellerId: owner.id };
  if (owner?.accountType === 'partner') return { partnerId: owner.id, resellerId: null };
  return undefined;
}

/** The anonymous session's id behind a tempUserToken (400 naming the field when it is not one). */
async function tempUserId(db: Db, token: string): Promise<string> {
  const [row] = await db
    .select({ tempId: sessions.tempId })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.kind, 'temp'), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  if (!row?.tempId) fail(400, BAD_TEMP_SESSION);
  return row.tempId;
}

export default defineArea({
  tag: 'Sign-in',
  auditActions: SIGNUP_AUDIT_ACTIONS,
  routes: async ({ db, demo, codeLimits }, app) => {
    // the sign-in codes' limits and counters: sign-up and email-change codes spend the same budgets
    const { perIp, perAddress } = await codeRequestLimits(app, db, codeLimits);

    return [
      defineRoute({
        method: 'POST',
        url: '/api/v1/signup/email',
        auth: 'public',
        reason: 'a visitor without an account signs up',
        summary: 'Sign up: mail a 6-digit code that creates an organization and its owner once verified (POST /api/v1/email/verify)',
        onRequest: perIp,
        body: signupBody,
        response: ok,
        errors: { 403: SIGNUP_CLOSED, 429: TOO_MANY },
        idempotent: { per: 'address', scope: ({ body }) => `signup-email:${body.email}` },
        handler: async ({ body, request, db }) => {
          let profile: DomainProfileRow | undefined;
          if (body.accountId !== undefined) {
            const account = await accountById(db, Number(body.accountId));
            profile = account ? await profileForAccount(db, account) : undefined;
            if (!profile) fail(400, BAD_ACCOUNT_ID);
          } else {
            profile = (await profileForHost(db, request.host)) ?? (await profileForCustomDomain(db, request.host));
            if (!profile) fail(403, SIGNUP_NO_BRAND);
          }
          const parents = await parentsOf(db, profile);
          if (!parents) fail(403, SIGNUP_NO_BRAND);
          // spec 1 §3: each setting is allowed unless the reseller's or the partner's says false
          const { partner, reseller } = await profilesOf(db, parents);
          if (partner?.settings.allowSignup === false || reseller?.settings.allowSignup === false) fail(403, SIGNUP_CLOSED);
          const tempId = body.tempUserToken === undefined ? null : await tempUserId(db, body.tempUserToken);

          await perAddress(db, 'email', body.email);
          const [taken] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, body.email));
          let sent: string | undefined;
          if (taken) {
            // the sign-in path: a code for the existing account (none for a disabled one, as sign-in does)
            sent = await issueCode(db, 'email', body.email, undefined, takenSignupText);
          } else {
            const [signup] = await db
              .insert(signups)
              .values({
                email: body.email,
                name: body.name,
                businessName: body.businessName,
                number: body.number ?? null,
                externalAccountId: body.externalAccountId ?? null,
                partnerId: parents.partnerId,
                resellerId: parents.resellerId,
                domainProfileId: profile.id,
                tempUserId: tempId,
              })
              .returning({ id: signups.id });
            sent = await issuePurposeCode(db, 'signup', body.email, { signupId: signup.id }, signupCodeText);
          }
          if (sent && demo) request.log.info(`code for ${body.email}: ${sent}`);
          return { success: true };
        },
      }),

      defineRoute({
        method: 'POST',
        url: '/api/v1/email/requestVerificationCode',
        auth: 'account',
        permission: 'none',
        reason: "it changes the signed-in user's own email",
        summary: "Mail a 6-digit code to the signed-in user's new email address",
        onRequest: perIp,
        body: emailBody,
        response: ok,
        errors: { 409: EMAIL_TAKEN, 429: TOO_MANY },
        idempotent: true,
        handler: async ({ body, caller, request, db }) => {
          if (caller.email === body.email) fail(400, SAME_EMAIL);
          const [other] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, body.email));
          if (other) fail(409, EMAIL_TAKEN);
          await perAddress(db, 'email', body.email);
          const sent = await issuePurposeCode(db, 'emailChange', body.email, { accountId: caller.id }, emailChangeText);
          if (demo) request.log.info(`code for ${body.email}: ${sent}`);
          return { success: true };
        },
      }),

      defineRoute({
        method: 'POST',
        url: '/api/v1/email/validateVerificationCode',
        auth: 'account',
        permission: 'none',
        reason: "it changes the signed-in user's own email",
        summary: "Check the code and make its address the signed-in user's email",
        body: validateBody,
        response: reply('The account\'s email, now the verified address', { success, email: z.string() }),
        errors: { 400: BAD_CODE, 409: EMAIL_TAKEN },
        handler: async ({ body, caller, audit }) => {
          const hit = await verifyCode(db, 'email', body.email, String(body.verificationCode), ['emailChange'], caller.id);
          if (!hit) fail(400, BAD_CODE);
          const [other] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, body.email));
          if (other && other.id !== caller.id) fail(409, EMAIL_TAKEN);
          await db.update(accounts).set({ email: body.email }).where(eq(accounts.id, caller.id));
          await audit({ action: 'account.updated', target: caller, before: { email: caller.email }, after: { email: body.email } });
          return { success: true, email: body.email };
        },
      }),
    ];
  },
});
