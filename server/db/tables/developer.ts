// API tokens (issue 21 point 1): a bearer credential scoped to one account and to read or write.
// Only the SHA-256 of the value is kept, as for sessions; `prefix` is a non-secret hint for lists.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    // the one account the token acts on (its scope)
    accountId: integer('account_id').notNull(),
    // the signed-in account that made it: the token acts with this account's rights, within the scope
    createdBy: integer('created_by').notNull(),
    description: text('description').notNull(),
    // 'read' | 'write'
    type: text('type').notNull().$type<'read' | 'write'>(),
    tokenHash: text('token_hash').notNull(),
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_tokens_hash_idx').on(t.tokenHash), index('api_tokens_account_idx').on(t.accountId)],
);
