import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// One row per signed-in identity. An org owner IS the organization (id === organizationId);
// a reseller has id === resellerId and a partner id === partnerId.
export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  accountType: text('account_type').notNull().$type<'partner' | 'reseller' | 'organization' | 'agent'>(),
  partnerId: integer('partner_id'),
  resellerId: integer('reseller_id'),
  organizationId: integer('organization_id'),
  superAdmin: boolean('super_admin').notNull().default(false),
  // Stored lower-cased so sign-in by email is case-insensitive.
  email: text('email').unique(),
  phoneNumber: text('phone_number').unique(),
  name: text('name'),
  accountName: text('account_name'),
  externalAccountId: text('external_account_id'),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const domainProfiles = pgTable('domain_profiles', {
  // Not serial: the own-brand ids (2286) are fixed by the spec.
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  domain: text('domain').unique(),
  ownerAccountId: integer('owner_account_id'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
});

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    // Null for anonymous (temp) sessions.
    accountId: integer('account_id'),
    tempId: uuid('temp_id'),
    kind: text('kind').notNull().$type<'session' | 'temp'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

export const oneTimeTokens = pgTable('one_time_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: integer('account_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

// Every code request leaves a row, also for unknown addresses (account_id null), so the
// per-address rate limit behaves the same whether or not the address exists.
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull().$type<'email' | 'phone'>(),
    address: text('address').notNull(),
    accountId: integer('account_id'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('verification_codes_address_idx').on(t.channel, t.address, t.createdAt)],
);

// The delivery queue for codes: a mailer/SMS sender would drain it; in demo mode it is readable at /dev/outbox.
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull().$type<'email' | 'phone'>(),
  to: text('to').notNull(),
  code: text('code').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
