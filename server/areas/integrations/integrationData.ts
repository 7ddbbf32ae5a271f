// An integration's data (spec doc 2: GET and POST /api/v2/integration/{slug}: appData): a JSON
// object the console keeps per organization and integration slug (its choices, such as which
// JobNimbus workflow bookings go to). Not a place for secrets: they go through the app's parameters.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { integrationData } from '../../db/schema';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { integrationsGuard } from '../../integrations/guard';

const MAX_BYTES = 16_384;
const params = z.object({ slug: z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'Expected a slug: lower-case letters, digits and dashes') });
const appDataDoc = z.record(z.string(), z.unknown()).describe('The integration\'s data, a JSON object (at most 16 kB)');
const response = reply('The integration', { success, slug: z.string(), appData: appDataDoc, updatedAt: z.string().nullable() });

export default defineArea({
  tag: 'Integrations',
  routes: ({ db }) => {
    const guard = integrationsGuard(db);
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/integration/:slug',
        ...guard,
        summary: 'An integration\'s appData for the organization ({} when none is saved)',
        params,
        response,
        handler: async ({ params: p, subject: org }) => {
          const [row] = await db.select().from(integrationData).where(and(eq(integrationData.accountId, org.id), eq(integrationData.slug, p.slug)));
          return { success: true, slug: p.slug, appData: row?.appData ?? {}, updatedAt: row?.updatedAt.toISOString() ?? null };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/integration/:slug',
        ...guard,
        summary: 'Save an integration\'s appData (replaces what was there)',
        params,
        body: z.object({ appData: z.record(z.string().max(100, 'At most 100 characters'), z.unknown(), 'Expected an object') }),
        idempotent: { exempt: 'setting a state: a repeat stores the same data again' },
        response,
        errors: { 413: 'appData: At most 16 kB' },
        handler: async ({ params: p, body: input, subject: org }) => {
          if (Buffer.byteLength(JSON.stringify(input.appData)) > MAX_BYTES) fail(400, 'appData: At most 16 kB');
          const values = { appData: input.appData as Record<string, never>, updatedAt: new Date() };
          const [row] = await db
            .insert(integrationData)
            .values({ accountId: org.id, slug: p.slug, ...values })
            .onConflictDoUpdate({ target: [integrationData.accountId, integrationData.slug], set: values })
            .returning();
          return { success: true, slug: p.slug, appData: row!.appData, updatedAt: row!.updatedAt.toISOString() };
        },
      }),
    ];
  },
});
