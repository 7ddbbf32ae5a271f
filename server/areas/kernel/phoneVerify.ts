// The signed-in user's phone number, verified by a code texted to it (spec document 2 §7 "Accounts":
// POST /api/v1/phoneNumber/requestVerificationCode {phoneNumber}, POST
// /api/v1/phoneNumber/validateVerificationCode {phoneNumber, verificationCode}). The twin of the email
// change in signup.ts: the code (6 digits, 10 minutes, 5 attempts, purpose 'phoneChange') is the
// caller's only, proves nothing else (it is no sign-in code), and once it comes back the number becomes
// the account's `phoneNumber`, which POST /api/v1/signin/phoneNumber then texts sign-in codes to.
// The code goes out through the carrier (the embedded Demo carrier unless CARRIER=twilio), from
// CARRIER_VERIFY_FROM as bring-your-own-number codes do, and is kept in the outbox (GET /dev/outbox in
// demo mode). Sends count against the sign-in codes' budgets (per client address and per number) and
// per account, so the carrier is not a way to spam a phone.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { issuePurposeCode, RATE_WINDOW_MS, verifyCode } from '../../auth/codes';
import { hashToken } from '../../auth/tokens';
import { accounts, outbox, verificationCodes } from '../../db/schema';
import type { Db } from '../../db/store';
import { fail, HttpError } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { e164Number } from '../../kit/fields';
import { sqlState } from '../../kit/databaseErrors';
import { countHit } from '../../kit/limitStore';
import { reply, success } from '../../kit/schemas';
import { verifySender } from '../../numbers/byoClaims';
import { CarrierError, selectCarrier } from '../../providers/carrier';
import { code as verificationCode, codeRequestLimits } from './signIn';
import { BAD_CODE, PHONE_REFUSED, PHONE_SEND_FAILED, PHONE_TAKEN, phoneChangeText, SAME_PHONE, TOO_MANY } from './signupMessages';

const phoneNumber = e164Number;
const requestBody = z.object({ phoneNumber });
const validateBody = z.object({ phoneNumber, verificationCode });

async function holderOf(db: Db, number: string): Promise<number | undefined> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.phoneNumber, number));
  return row?.id;
}

export default defineArea({
  tag: 'Sign-in',
  routes: async ({ db, demo, codeLimits }, app) => {
    const { perIp, perAddress } = await codeRequestLimits(app, db, codeLimits);
    const carrier = selectCarrier();
    /** Codes one account may have texted per window, whatever the numbers (twice a number's budget). */
    const perAccount = async (db: Db, accountId: number) => {
      const hit = await countHit(db, 'phone-verify-account', String(accountId), RATE_WINDOW_MS);
      if (hit.count > codeLimits.perAddress * 2) fail(429, TOO_MANY);
    };

    return [
      defineRoute({
        method: 'POST',
        url: '/api/v1/phoneNumber/requestVerificationCode',
        auth: 'account',
        permission: 'none',
        reason: "it changes the signed-in user's own phone number",
        summary: "Text a 6-digit code to the signed-in user's new phone number (E.164), through the carrier",
        onRequest: perIp,
        body: requestBody,
        response: reply('A code went to the number', { success }),
        errors: { 400: SAME_PHONE, 409: PHONE_TAKEN, 429: TOO_MANY, 502: PHONE_SEND_FAILED },
        idempotent: true,
        // the handler's `db` (the idempotency kit's transaction), never the app's: on PGlite the app's would wait for it
        handler: async ({ body, caller, request, db }) => {
          const number = body.phoneNumber;
          if (caller.phoneNumber === number) fail(400, SAME_PHONE);
          const holder = await holderOf(db, number);
          if (holder !== undefined) fail(409, PHONE_TAKEN);
          await perAddress(db, 'phone', number);
          await perAccount(db, caller.id);
          const sent = await issuePurposeCode(db, 'phoneChange', number, { accountId: caller.id }, phoneChangeText, 'phone');
          try {
            await carrier.sendSms({ from: verifySender(), to: number, text: phoneChangeText(sent) });
          } catch (error) {
            // a code nobody received is void, and is no delivery either
            await db.update(verificationCodes).set({ usedAt: new Date() }).where(and(eq(verificationCodes.address, number), eq(verificationCodes.codeHash, hashToken(sent))));
            await db.delete(outbox).where(and(eq(outbox.to, number), eq(outbox.code, sent)));
            if (error instanceof HttpError) throw error;
            if (error instanceof CarrierError && error.code === 'invalid') fail(400, PHONE_REFUSED);
            request.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'phone verification code not sent');
            fail(502, PHONE_SEND_FAILED);
          }
          if (demo) request.log.info(`code for ${number}: ${sent}`);
          return { success: true };
        },
      }),

      defineRoute({
        method: 'POST',
        url: '/api/v1/phoneNumber/validateVerificationCode',
        auth: 'account',
        permission: 'none',
        reason: "it changes the signed-in user's own phone number",
        summary: "Check the code texted to the number and make it the signed-in user's phone number",
        body: validateBody,
        response: reply("The account's phone number, now the verified one", { success, phoneNumber: z.string() }),
        errors: { 400: BAD_CODE, 409: PHONE_TAKEN },
        handler: async ({ body, caller, audit, db }) => {
          const number = body.phoneNumber;
          const hit = await verifyCode(db, 'phone', number, String(body.verificationCode), ['phoneChange'], caller.id);
          if (!hit) fail(400, BAD_CODE);
          const holder = await holderOf(db, number);
          if (holder !== undefined && holder !== caller.id) fail(409, PHONE_TAKEN);
          try {
            await db.update(accounts).set({ phoneNumber: number }).where(eq(accounts.id, caller.id));
          } catch (error) {
            // another account took the number between the check and the update (the column is unique)
            if (sqlState(error) === '23505') fail(409, PHONE_TAKEN);
            throw error;
          }
          await audit({ action: 'account.updated', target: caller, before: { phoneNumber: caller.phoneNumber }, after: { phoneNumber: number } });
          return { success: true, phoneNumber: number };
        },
      }),
    ];
  },
});
