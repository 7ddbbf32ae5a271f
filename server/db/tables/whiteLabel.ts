// White label: the domain profiles of partners and resellers.
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const domainProfiles = pgTable('domain_profiles', {
  // Not serial: the own-brand ids (2286) are fixed by the spec.
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  domain: text('domain').unique(),
  ownerAccountId: integer('owner_account_id'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
});
