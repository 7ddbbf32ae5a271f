import { z } from 'zod';
import { accountById } from '../../auth/context';
import { profileForAccount, profileForHost, publicProfile } from '../../domains';
import { profileForCustomDomain } from '../../customDomains/brand';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';

const lookup = z.object({
  domain: z.string().min(1).max(253).optional(),
  accountId: z.union([z.number().int().positive().max(2_147_483_647), z.string().regex(/^\d{1,9}$/)]).optional(),
});

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
        return { success: true, domainProfile: row ? publicProfile(row) : null };
      },
    }),
  ],
});
