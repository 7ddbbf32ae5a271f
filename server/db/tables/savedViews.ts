// Saved views of the logs screen (issue 10 point 16): a named set of fields, filters, window, page
// size, line wrap and whether test calls show (issue 16 point 8), stored per organization so every member sees the same list on any device.
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: integer('organization_id').notNull(),
    name: text('name').notNull(),
    fields: jsonb('fields').$type<string[]>().notNull(),
    // the logs URL's object: `{ field: value, fieldOp: operator }`
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    // a spec 1 §5 date filter: a string (`last 7 days`) or an object
    dateFilter: jsonb('date_filter').$type<string | Record<string, unknown>>().notNull(),
    pageSize: integer('page_size'),
    wrap: boolean('wrap').notNull().default(false),
    includeTest: boolean('include_test').notNull().default(false),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // names are unique per organization; the index also serves the list, which is by name
  (t) => [uniqueIndex('saved_views_org_name_idx').on(t.organizationId, t.name)],
);
