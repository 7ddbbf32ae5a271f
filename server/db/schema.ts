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
  externalBillingId: text('external_billing_id'),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  // A member invited as owner (spec 6: "invited, optionally as owner") has the owner's rights.
  isOwner: boolean('is_owner').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  disabledReason: text('disabled_reason'),
  disabledDetails: text('disabled_details'),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  // Organization fields (spec 3 "Organization"): plan, billing and the usage counters search filters on.
  productPlanId: text('product_plan_id'),
  productPlanTerm: text('product_plan_term'),
  subscribed: boolean('subscribed').notNull().default(false),
  canceled: boolean('canceled').notNull().default(false),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  billingId: text('billing_id'),
  billingSubscriptionId: text('billing_subscription_id'),
  onboardingComplete: boolean('onboarding_complete').notNull().default(false),
  voiceMinutes: integer('voice_minutes').notNull().default(0),
  messageCount: integer('message_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  // Lists page newest first within a reseller's or partner's scope (server/accounts/queries.ts).
  index('accounts_reseller_created_idx').on(t.resellerId, t.createdAt, t.id),
  index('accounts_partner_created_idx').on(t.partnerId, t.createdAt, t.id),
  index('accounts_org_idx').on(t.organizationId),
]);

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
    // 'admin': a super admin's second credential, sent as adminToken to internal calls; never a session.
    kind: text('kind').notNull().$type<'session' | 'temp' | 'admin'>(),
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

// Append-only: the API has no route that updates or deletes a row. partner/reseller/organization ids
// are the target's at the time of the action, so a partner's or reseller's subtree filter is one index.
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    /** the signed-in user (from the token): the real person, also during a takeover */
    actorId: integer('actor_id').notNull(),
    actorUsername: text('actor_username').notNull(),
    /** the account the actor was acting on (targetAccountId) when it differs from the actor */
    actingAsId: integer('acting_as_id'),
    targetAccountId: integer('target_account_id'),
    targetName: text('target_name'),
    partnerId: integer('partner_id'),
    resellerId: integer('reseller_id'),
    organizationId: integer('organization_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (t) => [
    // (at, id) is the list's and the export's keyset order (server/audit/query.ts), read either way.
    index('audit_log_at_id_idx').on(t.at, t.id),
    index('audit_log_partner_at_id_idx').on(t.partnerId, t.at, t.id),
    index('audit_log_reseller_at_id_idx').on(t.resellerId, t.at, t.id),
  ],
);

export const refunds = pgTable('refunds', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id').notNull(),
  username: text('username').notNull(),
  usdAmount: text('usd_amount'),
  satsAmount: integer('sats_amount'),
  issuedBy: integer('issued_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Calls flagged for a super admin's review (GET /internal/fetchCallsForReview).
export const reviewCalls = pgTable('review_calls', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').notNull(),
  agentAccountId: integer('agent_account_id'),
  fromNumber: text('from_number').notNull(),
  toNumber: text('to_number').notNull(),
  durationSeconds: integer('duration_seconds').notNull(),
  reason: text('reason').notNull(),
  excerpt: text('excerpt').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
