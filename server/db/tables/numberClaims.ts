// Bring-your-own number claims (spec doc 2 `phoneNumber/byo/assign`): ownership of a number is
// proven by a 6-digit code the carrier texts to it. Kept apart from the sign-in codes
// (verification_codes) so a number's code can never open a session. Codes are stored hashed,
// expire, and every check spends an attempt in the database, so several API processes share the limit.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const numberClaims = pgTable(
  'number_claims',
  {
    id: serial('id').primaryKey(),
    // E.164
    number: text('number').notNull(),
    // the organization claiming it: a code proves the number to this organization only
    accountId: integer('account_id').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('number_claims_number_idx').on(t.number, t.accountId, t.createdAt)],
);
