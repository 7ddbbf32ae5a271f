// Sign-in: sessions (and admin tokens), one-time links, codes, and the outbox that carries them.
import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

// Every code request leaves a row, also for unknown addresses (account_id null), so a request
// looks the same whether or not the address exists (the limits count in rate_limits).
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').notNull().$type<'email' | 'phone'>(),
    address: text('address').notNull(),
    accountId: integer('account_id'),
    // What the code proves: 'signin' (the account's address; also a taken address's sign-up), 'signup'
    // (a new address: verifying it creates the account of `signupId`), 'emailChange' (a signed-in
    // account's new address; only POST /api/v1/email/validateVerificationCode accepts it), 'phoneChange'
    // (a signed-in account's new phone number; only POST /api/v1/phoneNumber/validateVerificationCode).
    purpose: text('purpose').notNull().default('signin').$type<'signin' | 'signup' | 'emailChange' | 'phoneChange'>(),
    signupId: integer('signup_id'),
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

// A sign-up waiting for its email code (POST /api/v1/signup/email): the organization and its owner are
// created only when the code is verified, so an unproven address never holds an account.
export const signups = pgTable('signups', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  businessName: text('business_name').notNull(),
  // the number the visitor typed; unverified, so kept in the new organization's settings, never as its sign-in phone
  number: text('number'),
  externalAccountId: text('external_account_id'),
  partnerId: integer('partner_id').notNull(),
  resellerId: integer('reseller_id'),
  domainProfileId: integer('domain_profile_id').notNull(),
  // the anonymous session's id (tempUserToken's), carried over to the account
  tempUserId: uuid('temp_user_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // the organization made from it, once verified
  accountId: integer('account_id'),
});
