// The calendar integration (issue 23 point 4; spec doc 2 "Calendar": GET and POST /api/v1/schedule;
// spec 1 §4.2: a calendar integration can be enabled or disabled). GET answers the integration's
// state (schedule: enabled, provider, connections, bookings). POST connects the embedded Demo
// calendar (`provider: 'demo'`), makes another connected provider the one agents book in, and/or
// switches the integration on or off (`enabled`). With neither (spec doc 2 names no body), it
// switches the integration on, connecting the Demo calendar when nothing is connected.
import { z } from 'zod';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { calendarConnections } from '../../db/schema';
import { and, eq } from 'drizzle-orm';
import { connect, connectionsOf, makeActive, scheduleView } from '../../integrations/calendars';
import { integrationsGuard } from '../../integrations/guard';
import { NOT_CONNECTED } from '../../integrations/messages';

const scheduleDoc = reply('The calendar integration: enabled, provider (demo | calendly | google | null), providerLabel, connections (demo, calendly, google; never a token), bookings (the 20 most recent: start, end, name, caller, provider, callTranscript)');
export const scheduleResponse = reply('The calendar integration', { success, schedule: scheduleDoc });

export default defineArea({
  tag: 'Integrations',
  routes: ({ db }) => {
    const guard = integrationsGuard(db);
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v1/schedule',
        ...guard,
        summary: 'The calendar integration: on or off, the provider agents book in, each connection, the recent bookings',
        response: scheduleResponse,
        handler: async ({ subject: org }) => ({ success: true, schedule: await scheduleView(db, org.id) }),
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v1/schedule',
        ...guard,
        summary: 'Connect the Demo calendar or choose the connected provider agents book in (provider), and/or switch the integration on or off (enabled)',
        body: z
          .object({
            provider: z.enum(['demo', 'calendly', 'google'], 'Expected demo, calendly or google').optional(),
            enabled: z.boolean('Expected true or false').optional(),
          })
          .default({}),
        idempotent: { exempt: 'setting a state: a repeat chooses the same provider and switch again' },
        response: scheduleResponse,
        errors: { 409: NOT_CONNECTED },
        handler: async ({ body: input, subject: org, audit }) => {
          const before = await scheduleView(db, org.id);
          if (input.provider === undefined && input.enabled === undefined) {
            input.enabled = true;
            if (!before.provider) input.provider = 'demo';
          }
          if (input.provider === 'demo') await connect(db, org.id, 'demo', { tokenSealed: null, details: {} });
          else if (input.provider) {
            if (!(await connectionsOf(db, org.id)).has(input.provider)) fail(409, NOT_CONNECTED);
            await makeActive(db, org.id, input.provider);
          }
          if (input.enabled !== undefined) {
            if ((await connectionsOf(db, org.id)).size === 0) fail(409, NOT_CONNECTED);
            await db.update(calendarConnections).set({ enabled: input.enabled }).where(and(eq(calendarConnections.accountId, org.id)));
          }
          const after = await scheduleView(db, org.id);
          await audit({
            action: input.provider === 'demo' && !before.connections.demo.connected ? 'calendar.connected' : 'calendar.changed',
            target: org,
            before: { provider: before.provider, enabled: before.enabled },
            after: { provider: after.provider, enabled: after.enabled },
          });
          return { success: true, schedule: after };
        },
      }),
    ];
  },
});
