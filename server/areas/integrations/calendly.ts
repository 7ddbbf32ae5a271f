// Calendly by personal access token (issue 23 point 4; spec doc 2 "Calendar": POST and DELETE
// /api/v2/calendly with userPAT). POST checks the token with Calendly (the user, then its first
// active event type, which bookings use), stores it sealed and makes Calendly the calendar agents
// book in; the token is never returned nor logged. A token Calendly refuses is a 400 on userPAT;
// Calendly failing or unreachable is a 502 and changes nothing. DELETE forgets the token.
import { z } from 'zod';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { CalendarError, selectCalendars } from '../../providers/calendar';
import { connect, disconnect, scheduleView } from '../../integrations/calendars';
import { integrationsGuard } from '../../integrations/guard';
import { CALENDLY_NO_EVENT_TYPE, CALENDLY_NOT_CONNECTED } from '../../integrations/messages';
import { sealSecret } from '../../integrations/secrets';
import { scheduleResponse } from './schedule';

export default defineArea({
  tag: 'Integrations',
  routes: ({ db }) => {
    const guard = integrationsGuard(db);
    return [
      defineRoute({
        method: 'POST',
        url: '/api/v2/calendly',
        ...guard,
        summary: 'Connect Calendly with a personal access token (checked with Calendly, stored sealed, never returned)',
        body: z.object({ userPAT: z.string().trim().min(1, 'Required').max(4000, 'At most 4000 characters').regex(/^[\x21-\x7e]+$/, 'Expected a token') }),
        idempotent: { exempt: 'setting a state: a repeat stores the same token again' },
        response: scheduleResponse,
        errors: { 502: 'Calendly failed or could not be reached' },
        handler: async ({ body: input, subject: org, audit }) => {
          const { calendly } = selectCalendars();
          let details: Record<string, unknown>;
          try {
            const user = await calendly.me(input.userPAT);
            const [eventType] = await calendly.eventTypes(input.userPAT, user.uri);
            if (!eventType) fail(400, `userPAT: ${CALENDLY_NO_EVENT_TYPE}`);
            details = { name: user.name, userUri: user.uri, schedulingUrl: /^https:\/\//.test(user.schedulingUrl) ? user.schedulingUrl : '', eventType };
          } catch (error) {
            if (!(error instanceof CalendarError)) throw error;
            if (error.status === 401 || error.status === 403) fail(400, 'userPAT: Calendly refused this token');
            fail(502, error.message);
          }
          await connect(db, org.id, 'calendly', { tokenSealed: sealSecret(input.userPAT), details });
          await audit({ action: 'calendar.connected', target: org, after: { provider: 'calendly', name: details.name } });
          return { success: true, schedule: await scheduleView(db, org.id) };
        },
      }),
      defineRoute({
        method: 'DELETE',
        url: '/api/v2/calendly',
        ...guard,
        summary: 'Disconnect Calendly (its token is deleted)',
        response: scheduleResponse,
        errors: { 404: CALENDLY_NOT_CONNECTED },
        handler: async ({ subject: org, audit }) => {
          if (!(await disconnect(db, org.id, 'calendly'))) fail(404, CALENDLY_NOT_CONNECTED);
          await audit({ action: 'calendar.disconnected', target: org, before: { provider: 'calendly' } });
          return { success: true, schedule: await scheduleView(db, org.id) };
        },
      }),
    ];
  },
});
