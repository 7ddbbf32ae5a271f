// POST /api/v1/sendInvite (spec doc 2 "Conversations and messaging"): text someone an invitation to
// write to the organization, from its first active SMS number, through the carrier. Retry-safe with an
// Idempotency-Key (a lost answer never texts twice), and limited in the database per number invited
// and per organization, so several API processes cannot be used to spam one person.
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { accountById } from '../../auth/context';
import { phoneNumbers } from '../../db/schema';
import { fail } from '../../http';
import { INVITE_LIMITS, inviteText, NO_SMS_NUMBER, tooManyInvites } from '../../inbox/extras/messages';
import { takeOne } from '../../inbox/extras/limit';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { e164Number } from '../../kit/fields';
import { reply, success } from '../../kit/schemas';
import { carrierFailure } from '../../numbers/ownership';
import { scopeOf } from '../../numbers/scope';
import { selectCarrier } from '../../providers/carrier';

export default defineArea({
  tag: 'Inbox',
  routes: () => {
    const carrier = selectCarrier();
    return [
      defineRoute({
        method: 'POST',
        url: '/api/v1/sendInvite',
        auth: 'account',
        permission: 'canEditOrg',
        summary: 'Text an invitation to write to the organization, from its first active SMS number',
        body: z.object({ target: e164Number.describe('The number to invite, E.164') }),
        response: reply('Sent', { success, invited: z.string(), from: z.string() }),
        errors: { 409: NO_SMS_NUMBER, 429: 'Too many invitations to this number or from this organization (Retry-After)', 502: 'The carrier could not send it' },
        idempotent: true,
        handler: async ({ body, target, reply: res, db }) => {
          const scope = scopeOf(target);
          const [from] = await db
            .select({ number: phoneNumbers.number })
            .from(phoneNumbers)
            .where(and(eq(phoneNumbers.accountId, scope.accountId), eq(phoneNumbers.status, 'active'), eq(phoneNumbers.sms, true)))
            .orderBy(asc(phoneNumbers.createdAt), asc(phoneNumbers.id))
            .limit(1);
          if (!from) fail(409, NO_SMS_NUMBER);
          const L = INVITE_LIMITS;
          await takeOne(db, res, 'invite-target', `${scope.accountId}:${body.target}`, L.perTarget, L.perTargetWindowMs, (s) => tooManyInvites('number', L.perTarget, 'day', s));
          await takeOne(db, res, 'invite-account', `account:${scope.accountId}`, L.perAccount, L.perAccountWindowMs, (s) => tooManyInvites('organization', L.perAccount, 'hour', s));
          const org = (await accountById(db, scope.accountId)) ?? target;
          const orgName = org.accountName ?? org.name ?? org.username;
          await carrier.sendSms({ from: from.number, to: body.target, text: inviteText(orgName, from.number) }).catch(carrierFailure);
          return { success: true, invited: body.target, from: from.number };
        },
      }),
    ];
  },
});
