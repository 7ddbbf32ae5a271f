// The trunk's registration (issue 21 point 2; spec doc 2 "Developer": GET, POST, DELETE
// /api/v2/sip/registration): the registrar server, username and password the organization's PBX
// registers with. The password is sealed at rest (server/sip/secrets.ts) and NEVER returned nor
// logged: GET answers server, username, passwordSet and status. The Demo carrier's registrar
// accepts any well-formed registration ("registered"); it reaches nothing outside.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { parseHostPort } from '../../../src/shared/sip/uri';
import { sipRegistrations } from '../../db/schema';
import { fail } from '../../http';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { done, reply, success } from '../../kit/schemas';
import { sipGuard } from '../../sip/guard';
import { NO_REGISTRATION, USERNAME_INVALID } from '../../sip/messages';
import { seal } from '../../sip/secrets';

const registrationDoc = z
  .object({ server: z.string(), username: z.string(), passwordSet: z.literal(true), status: z.enum(['registered', 'failed']), updatedAt: z.string() })
  .nullable()
  .describe('The registration, or null; never the password');
const USER = /^(?:[A-Za-z0-9\-_.!~*'()&=+$,]|%[0-9A-Fa-f]{2})+$/;

const body = z.object({
  server: z.string().trim().min(1, 'Required').max(300, 'At most 300 characters').describe('Registrar: host[:port] (domain, IPv4 or [IPv6]); sip: or sips: before it is allowed'),
  username: z.string().trim().min(1, 'Required').max(64, 'At most 64 characters'),
  password: z.string().min(1, 'Required').max(128, 'At most 128 characters').describe('Write-only: stored sealed, never returned'),
});

const view = (row: typeof sipRegistrations.$inferSelect | undefined) =>
  row ? { server: row.server, username: row.username, passwordSet: true as const, status: row.status as 'registered' | 'failed', updatedAt: row.updatedAt.toISOString() } : null;

export default defineArea({
  tag: 'SIP',
  routes: ({ db }) => {
    const guard = sipGuard(db);
    return [
      defineRoute({
        method: 'GET',
        url: '/api/v2/sip/registration',
        ...guard,
        summary: 'The trunk\'s registration: server, username, passwordSet, status (never the password)',
        response: reply('The registration', { success, registration: registrationDoc }),
        handler: async ({ subject: org }) => {
          const [row] = await db.select().from(sipRegistrations).where(eq(sipRegistrations.accountId, org.id));
          return { success: true, registration: view(row) };
        },
      }),
      defineRoute({
        method: 'POST',
        url: '/api/v2/sip/registration',
        ...guard,
        summary: 'Set the trunk\'s registration (replaces the one there); the password is write-only',
        body,
        response: reply('The registration', { success, registration: registrationDoc }),
        idempotent: { exempt: 'setting a state: a repeat stores the same registration again' },
        handler: async ({ body: input, subject: org, audit }) => {
          const hostPort = parseHostPort(input.server.replace(/^sips?:/i, ''));
          if (typeof hostPort === 'string') fail(400, `server: ${hostPort}`);
          if (!USER.test(input.username)) fail(400, USERNAME_INVALID);
          const server = `${hostPort.host}${hostPort.port === null ? '' : `:${hostPort.port}`}`;
          const values = { server, username: input.username, passwordSealed: seal(input.password), status: 'registered', updatedAt: new Date() };
          const [row] = await db
            .insert(sipRegistrations)
            .values({ accountId: org.id, ...values })
            .onConflictDoUpdate({ target: sipRegistrations.accountId, set: values })
            .returning();
          // the audit entry names the server and user, never the password
          await audit({ action: 'sip.registrationSaved', target: org, after: { server, username: input.username } });
          return { success: true, registration: view(row) };
        },
      }),
      defineRoute({
        method: 'DELETE',
        url: '/api/v2/sip/registration',
        ...guard,
        summary: 'Remove the trunk\'s registration (and its stored password)',
        response: done,
        errors: { 404: NO_REGISTRATION },
        handler: async ({ subject: org, audit }) => {
          const [row] = await db.delete(sipRegistrations).where(eq(sipRegistrations.accountId, org.id)).returning();
          if (!row) fail(404, NO_REGISTRATION);
          await audit({ action: 'sip.registrationRemoved', target: org, before: { server: row.server, username: row.username } });
          return { success: true };
        },
      }),
    ];
  },
});
