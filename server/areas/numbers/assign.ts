// Spec doc 2 "Phone numbers": buy a number and give it to the account named by targetAccountId (an
// agent, whose vidaPhoneNumber it becomes; an organization keeps it unassigned), and bring your own
// number, proven by a code the carrier texts to it. Both take an Idempotency-Key: a retried buy does
// not buy twice, a retried byo request does not text twice (the work runs in the handler's `db`).
import { z } from 'zod';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { e164Number } from '../../kit/fields';
import { reply, success } from '../../kit/schemas';
import { fail } from '../../http';
import { provesClaim, sendClaimCode } from '../../numbers/byoClaims';
import { CODE_WRONG, NUMBER_TAKEN, TOO_MANY_CODES } from '../../numbers/messages';
import { addBroughtNumber, buyNumber } from '../../numbers/ownership';
import { agentOfTarget, scopeOf } from '../../numbers/scope';
import { numberObjects } from '../../numbers/views';
import { selectCarrier } from '../../providers/carrier';
import { country } from './search';

export const numberDoc = reply('A phone number of the organization', {
  id: z.number().int(),
  number: z.string(),
  status: z.enum(['active', 'released']),
  source: z.enum(['bought', 'byo']),
  carrierLabel: z.string(),
  agentAccountId: z.number().int().nullable(),
  agentName: z.string().nullable(),
});

const verificationCode = z
  .union([z.string().trim().regex(/^\d{6}$/, 'Expected the 6-digit code'), z.number().int().min(100_000).max(999_999)])
  .transform(String)
  .describe('The 6-digit code texted to the number (string or integer)');

export default defineArea({
  tag: 'Phone numbers',
  routes: ({ demo }) => {
    const carrier = selectCarrier();
    return [
      defineRoute({
        method: 'POST',
        url: '/api/v2/phoneNumber/assign',
        auth: 'account',
        summary: 'Buy a number and give it to targetAccountId: an agent (its vidaPhoneNumber; its previous number stays the organization\'s, unassigned) or an organization (unassigned)',
        body: z.object({ number: e164Number, country }),
        response: reply('The number bought', { success, phoneNumber: numberDoc }),
        status: 201,
        idempotent: true,
        errors: { 409: `${NUMBER_TAKEN}, or no longer available at the carrier`, 502: 'The carrier could not complete the request' },
        handler: async ({ body, target, db }) => {
          const row = await buyNumber(db, carrier, scopeOf(target), { number: body.number, country: body.country, agentId: agentOfTarget(target) });
          const [phoneNumber] = await numberObjects(db, [row]);
          return { success: true, phoneNumber };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/phoneNumber/byo/assign',
        auth: 'account',
        summary:
          'Bring your own number: without verificationCode, texts a 6-digit code to it (status pending; demo mode: also in GET /dev/outbox); with the right code, the number becomes active and goes to targetAccountId as for assign',
        body: z.object({ number: e164Number, country, verificationCode: verificationCode.optional() }),
        response: reply('pending: the code was sent; active: the number is the organization\'s', {
          success,
          status: z.enum(['pending', 'active']),
          phoneNumber: numberDoc.optional(),
        }),
        idempotent: true,
        errors: { 409: NUMBER_TAKEN, 429: TOO_MANY_CODES, 502: 'The carrier could not complete the request' },
        handler: async ({ body, target, request, db }) => {
          const scope = scopeOf(target);
          if (body.verificationCode === undefined) {
            const code = await sendClaimCode(db, carrier, scope, body.number, demo);
            if (demo) request.log.info(`number code for ${body.number}: ${code}`);
            return { success: true, status: 'pending' as const };
          }
          if (!(await provesClaim(db, scope, body.number, body.verificationCode))) fail(400, CODE_WRONG);
          const row = await addBroughtNumber(db, carrier, scope, { number: body.number, country: body.country, agentId: agentOfTarget(target) });
          const [phoneNumber] = await numberObjects(db, [row]);
          return { success: true, status: 'active' as const, phoneNumber };
        },
      }),
    ];
  },
});
