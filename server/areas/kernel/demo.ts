import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outbox } from '../../db/schema';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply } from '../../kit/schemas';

const outboxQuery = z.object({ to: z.string().max(254).optional() });

/** Demo-only tools; registered only when `demo` is on. */
export default defineArea({
  tag: 'Demo',
  enabled: ({ demo }) => demo,
  routes: ({ db }) => [
    defineRoute({
      method: 'GET',
      url: '/dev/outbox',
      auth: 'public',
      summary: 'Codes sent (demo mode only), newest first; `to` filters by address',
      query: outboxQuery,
      response: reply('Messages', {
        messages: z.array(
          reply('Message', { to: z.string(), channel: z.string(), code: z.string(), text: z.string(), createdAt: z.string() }),
        ),
      }),
      handler: async ({ query }) => {
        const address = query.to?.trim();
        // Phone numbers are stored as + and digits; emails lower-cased: normalise the filter the same way.
        const key = address && (address.includes('@') ? address.toLowerCase() : address.replace(/[^\d+]/g, ''));
        const rows = await db
          .select()
          .from(outbox)
          .where(key ? eq(outbox.to, key) : undefined)
          .orderBy(desc(outbox.id))
          .limit(100);
        return {
          messages: rows.map((r) => ({
            to: r.to,
            channel: r.channel,
            code: r.code,
            text: r.text,
            createdAt: r.createdAt.toISOString(),
          })),
        };
      },
    }),
  ],
});
