// Rate-limit counters (server/kit/limitStore.ts), in the database so every API process counts
// against the same budget. One row per bucket and key: its count in the current window and when
// that window ends; a row whose window has ended starts over on its next hit, or is pruned.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable(
  'rate_limits',
  {
    // which limit: 'signin-ip', 'signin-address', 'llm-chat', ...
    bucket: text('bucket').notNull(),
    // whom it counts: an IP, an address, `user:12`, `account:3`
    key: text('key').notNull(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] }), index('rate_limits_reset_idx').on(t.resetAt)],
);
