// The onboarding plugin's server side (issue 23 items 1 and 3): what the walkthrough reads in one
// call (the account's onboarding and walkthrough settings, whether its organization has a live
// number, its creation time), and marking the organization's onboarding complete so resellers can
// search organizations by it (spec 1 §3 "Organization": onboardingComplete). The onboarding state
// itself is an account setting written with POST /api/v1/accountSetting (spec 1 §4.6).
import { and, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { accounts, phoneNumbers } from '../../db/schema';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { targetOrganization } from '../../accounts/targets';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export default defineArea({
  tag: 'Onboarding',
  routes: ({ db }) => [
    defineRoute({
      method: 'GET',
      url: '/api/v2/onboarding',
      auth: 'account',
      summary:
        'The walkthrough\'s facts for the target (spec 1 §4.7): its onboarding and walkthrough settings, whether its organization has a live number, ' +
        'whether onboarding is complete, and the account\'s creation (unix seconds)',
      response: reply('The walkthrough facts', {
        success,
        onboarding: z.unknown(),
        walkthrough: z.unknown(),
        hasPhoneNumber: z.boolean(),
        onboardingComplete: z.boolean(),
        timestamp: z.number().int(),
        organizationId: z.number().int(),
      }),
      handler: async ({ request, target }) => {
        const org = await targetOrganization(db, request);
        const [{ n }] = await db
          .select({ n: count() })
          .from(phoneNumbers)
          .where(and(eq(phoneNumbers.accountId, org.id), eq(phoneNumbers.status, 'active')));
        const settings = isObject(target.settings) ? target.settings : {};
        const onboarding = isObject(settings.onboarding) ? settings.onboarding : null;
        return {
          success: true,
          onboarding,
          walkthrough: isObject(settings.walkthrough) ? settings.walkthrough : null,
          hasPhoneNumber: Number(n) > 0,
          onboardingComplete: org.onboardingComplete || onboarding?.onboardingComplete === true,
          timestamp: Math.floor(target.createdAt.getTime() / 1000),
          organizationId: org.id,
        };
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/api/v2/onboarding/complete',
      auth: 'account',
      idempotent: { exempt: 'sets a flag: completing twice leaves it as completing once' },
      summary: 'Marks the target\'s organization as onboarded (searchable as onboardingComplete)',
      body: z.object({}).strict(),
      response: reply('Done', { success, onboardingComplete: z.boolean() }),
      handler: async ({ request }) => {
        const org = await targetOrganization(db, request);
        if (!org.onboardingComplete) await db.update(accounts).set({ onboardingComplete: true }).where(eq(accounts.id, org.id));
        return { success: true, onboardingComplete: true };
      },
    }),
  ],
});
