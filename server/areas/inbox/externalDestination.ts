// POST /api/v1/createExternalDestinationProfile { address } (spec doc 2 "Conversations and messaging"):
// an outside destination the organization writes to, a phone number (E.164) or an email address,
// validated by the rules the console's forms use; saving one twice answers the same profile.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { externalDestinations } from '../../db/schema';
import { ADDRESS_INVALID } from '../../inbox/extras/messages';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { scopeOf } from '../../numbers/scope';
import { isE164, isEmail, normalizePhone } from '../../../src/shared/validation';

/** `{ kind, address }` normalised, or null when it is neither a phone number nor an email address. */
export function destinationOf(raw: string): { kind: 'phone' | 'email'; address: string } | null {
  if (isE164(raw)) return { kind: 'phone', address: normalizePhone(raw) };
  if (isEmail(raw)) return { kind: 'email', address: raw.trim().toLowerCase() };
  return null;
}

const destination = reply('An external destination: id, kind (phone | email), address, createdAt');

export default defineArea({
  tag: 'Inbox',
  routes: () => [
    defineRoute({
      method: 'POST',
      url: '/api/v1/createExternalDestinationProfile',
      auth: 'account',
      permission: 'canEditOrg',
      summary: 'Save an outside destination (a phone number in E.164 or an email address); the same one again answers the saved profile',
      body: z.object({
        address: z.string().max(254, 'At most 254 characters').refine((a) => destinationOf(a) !== null, ADDRESS_INVALID.replace(/^address: /, '')),
      }),
      response: reply('The destination', { success, destination }),
      idempotent: true,
      handler: async ({ body, target, db }) => {
        const accountId = scopeOf(target).accountId;
        const { kind, address } = destinationOf(body.address)!;
        await db.insert(externalDestinations).values({ accountId, kind, address }).onConflictDoNothing();
        const [row] = await db
          .select()
          .from(externalDestinations)
          .where(and(eq(externalDestinations.accountId, accountId), eq(externalDestinations.kind, kind), eq(externalDestinations.address, address)));
        return { success: true, destination: { id: row!.id, kind: row!.kind, address: row!.address, createdAt: row!.createdAt.toISOString() } };
      },
    }),
  ],
});
