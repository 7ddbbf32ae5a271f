// GET /api/v1/mobileContacts (spec doc 2, contacts): the organization's contacts the mobile app can
// call or text, in the small shape a phone's contact picker needs (id, name, phoneNumber, email),
// by name, a page at a time.
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { contacts } from '../../db/schema';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply, success } from '../../kit/schemas';
import { scopeOf } from '../../numbers/scope';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

export default defineArea({
  tag: 'Contacts',
  routes: ({ db }) => [
    defineRoute({
      method: 'GET',
      url: '/api/v1/mobileContacts',
      auth: 'account',
      summary: "The organization's contacts with a phone number, by name, for the mobile app's picker",
      query: z.object({
        page: z.coerce.number().int().min(0).max(100_000).default(0).describe('From 0'),
        pageSize: z.coerce.number().int().min(1).max(500).default(200),
      }),
      response: reply('A page of contacts (id, name, phoneNumber, email)', { success, contacts: z.array(reply('A contact')), hasMore: z.boolean() }),
      handler: async ({ query, target }) => {
        const phone = sql`${contacts.data} ->> 'phoneNumber'`;
        const rows = await db
          .select({ id: contacts.id, data: contacts.data })
          .from(contacts)
          .where(and(eq(contacts.organizationId, scopeOf(target).accountId), sql`coalesce(${phone}, '') <> ''`))
          // the firstName sort index's expression (tables/contacts.ts)
          .orderBy(sql`lower(${contacts.data} ->> 'firstName') asc nulls last`, asc(contacts.id))
          .limit(query.pageSize + 1)
          .offset(query.page * query.pageSize);
        const page = rows.slice(0, query.pageSize).map(({ id, data }) => ({
          id,
          name: [text(data.firstName), text(data.lastName)].filter(Boolean).join(' ') || text(data.company),
          phoneNumber: text(data.phoneNumber),
          email: text(data.email),
        }));
        return { success: true, contacts: page, hasMore: rows.length > query.pageSize };
      },
    }),
  ],
});
