// Contacts: an organization's address book.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: integer('organization_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    // Lower-cased names, email and phone (also digits only), kept by the server on every write,
    // so search is one LIKE on a plain column instead of four JSONB extractions.
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contacts_org_created_idx').on(t.organizationId, t.createdAt.desc())],
);
