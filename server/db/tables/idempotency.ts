// Answers of retry-safe writes (server/kit/idempotency.ts), in the database so every API process
// replays the same first answer. A row is written in the transaction of the work it answers for:
// it exists exactly when that work was committed. Rows older than 24 hours are ignored and pruned.
import { index, integer, json, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    // whose key it is: `account:12` for a signed-in caller, `signin-email:a@b.example` for a code request
    scope: text('scope').notNull(),
    // the Idempotency-Key header as sent (printable ASCII, at most 255 characters)
    key: text('key').notNull(),
    // sha256 of method, path, target account, query and body: the same key on another request is a 409
    fingerprint: text('fingerprint').notNull(),
    // the first answer (json, not jsonb: a replay keeps the order of its keys); null while the work
    // runs (seen only by its own transaction)
    status: integer('status'),
    body: json('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
