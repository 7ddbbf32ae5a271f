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
  (t) => [
    index('contacts_org_created_idx').on(t.organizationId, t.createdAt.desc()),
    // each sort of the list walks one of these within the organization (areas/contacts/contacts.ts
    // orders by the same expressions); the search is a LIKE '%…%' on search_text, by trigrams
    index('contacts_org_updated_idx').on(t.organizationId, t.updatedAt, t.id),
    ...(['firstName', 'lastName', 'email', 'phoneNumber'] as const).map((field) =>
      index(`contacts_org_${field.toLowerCase()}_idx`).on(t.organizationId, sql`lower(${t.data} ->> '${sql.raw(field)}')`, t.id),
    ),
    index('contacts_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
