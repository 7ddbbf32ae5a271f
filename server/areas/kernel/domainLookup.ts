import { z } from 'zod';
import { accountById } from '../../auth/context';
import { profileForAccount, profileForHost, profilesOf, publicProfile, type DomainProfileRow } from '../../domains';
import type { Db } from '../../db/store';
import { profileForCustomDomain } from '../../customDomains/brand';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';

const lookup = z.object({
  domain: z.string().min(1).max(253).optional(),
  accountId: z.union([z.number().int().positive().max(2_147_483_647), z.string().regex(/^\d{1,9}$/)]).optional(),
});

/**
 * The profile as the console boots with it. `settings.allowSignup` is the sign-up that
 * POST /api/v1/signup/email would accept through it: false when the reseller's or the partner's
 * profile says so (spec 1 §3), so the sign-in page offers no sign-up link that would be refused.
 */
async function bootProfile(db: Db, row: DomainProfileRow) {
  const profile = publicProfile(row);
  const owner = row.ownerAccountId === null ? undefined : await accountById(db, row.ownerAccountId);
  if (owner?.accountType !== 'reseller' || owner.partnerId === null || profile.settings?.allowSignup === false) return profile;
  const { partner } = await profilesOf(db, { partnerId: owner.partnerId, resellerId: null });
  return partner?.settings.allowSignup === false ? { ...profile, settings: { ...profile.settings, allowSignup: false } } : profile;
}

export default defineArea({
  tag: 'Domains',
  routes: ({ db }) => [
    defineRoute({
      method: 'POST',
      url: '/api/v1/domain/lookup',
      auth: 'public',
      summary: 'The domain profile (branding and settings) for a host or an account; public',
      body: lookup,
      response: reply('`domainProfile` is null when nothing matches', {
        success,
        domainProfile: reply('id, name, details {partnerName, resellerName, image}, settings').nullable(),
      }),
      handler: async ({ body }) => {
        if (body.domain === undefined && body.accountId === undefined) fail(400, 'domain: Provide domain or accountId');
        let row;
        if (body.accountId !== undefined) {
          const account = await accountById(db, Number(body.accountId));
          row = account ? await profileForAccount(db, account) : undefined;
        } else {
          // a profile's own host first, then a verified custom domain of an account (issue 21 point 3)
          row = (await profileForHost(db, body.domain!)) ?? (await profileForCustomDomain(db, body.domain!));
        }
        return { success: true, domainProfile: row ? await bootProfile(db, row) : null };
      },
    }),
  ],
});
