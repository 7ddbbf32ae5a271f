// GET /api/v1/messages/{username} (spec doc 2, public): the preview of a profile's messaging page, for
// anyone about to text it. Only what the page itself shows: the name, the username and the number to
// text; nothing of its rooms, its tenant or its tree. A profile whose inbox is off, a disabled one,
// and accounts that are not an organization or agent (a reseller, a member) answer 404 alike. Limited per client address in
// the database.
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { resolvedSettingsOf } from '../../accountView';
import { accounts, phoneNumbers } from '../../db/schema';
import { fail } from '../../http';
import { takeOne } from '../../inbox/extras/limit';
import { PREVIEW_LIMITS, PROFILE_NOT_FOUND, tooManyPreviews } from '../../inbox/extras/messages';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { isPluginOn } from '../../kit/pluginToggle';
import { reply, success } from '../../kit/schemas';

export default defineArea({
  tag: 'Inbox',
  routes: ({ db }) => [
    defineRoute({
      method: 'GET',
      url: '/api/v1/messages/:username',
      auth: 'public',
      reason: 'the preview of a public messaging page, shown before anyone signs in',
      summary: "A profile's public messaging page: its name, username and the number to text",
      params: z.object({ username: z.string().min(1).max(64).describe('The profile\'s username') }),
      response: reply('The preview', { success, profile: reply('username, name, smsNumber (null when it has none)') }),
      errors: { 404: PROFILE_NOT_FOUND, 429: 'Too many previews from this address (Retry-After)' },
      handler: async ({ params, request, reply: res }) => {
        await takeOne(db, res, 'messages-preview', request.ip, PREVIEW_LIMITS.perAddress, PREVIEW_LIMITS.windowMs, tooManyPreviews);
        const [profile] = await db.select().from(accounts).where(eq(accounts.username, params.username.toLowerCase()));
        const orgId = profile?.organizationId;
        // the organization itself or one of its agents: a member's username is a person's, not a page
        const isPage = profile?.accountType === 'agent' || (profile?.accountType === 'organization' && profile.id === orgId);
        if (!profile || !profile.enabled || orgId == null || !isPage) fail(404, PROFILE_NOT_FOUND);
        if (!isPluginOn('inbox', await resolvedSettingsOf(db, profile))) fail(404, PROFILE_NOT_FOUND);
        const [number] = await db
          .select({ number: phoneNumbers.number })
          .from(phoneNumbers)
          .where(
            and(
              eq(phoneNumbers.accountId, orgId),
              eq(phoneNumbers.status, 'active'),
              eq(phoneNumbers.sms, true),
              profile.accountType === 'agent' ? eq(phoneNumbers.agentAccountId, profile.id) : undefined,
            ),
          )
          .orderBy(asc(phoneNumbers.createdAt), asc(phoneNumbers.id))
          .limit(1);
        return { success: true, profile: { username: profile.username, name: profile.accountName ?? profile.name, smsNumber: number?.number ?? null } };
      },
    }),
  ],
});
