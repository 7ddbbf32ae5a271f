// The account hierarchy: partners, resellers, organizations (their owners and members) and agents.
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
  // the search's ILIKE '%…%' on each of these (queries.ts), one trigram lookup each, OR-ed
  ...(['name', 'accountName', 'username', 'email', 'phoneNumber'] as const).map((name) =>
    index(`accounts_${t[name].name}_trgm_idx`).using('gin', t[name].op('gin_trgm_ops')),
  ),
]);
