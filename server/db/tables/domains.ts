// Custom domains (issue 21 point 3): an account's own host names, proven by a DNS TXT record.
// Claims are per account (unique account + domain): any account may add any host, pending, with its own
// TXT value, so adding one tells nobody who else uses it. Proof of DNS control decides: at most one row
// per host is `verified` (the partial unique index), and a new proof unverifies the previous holder's
// (POST /api/v2/domain/verify). Stored lower-case ASCII (punycode).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const customDomains = pgTable(
  'custom_domains',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    accountId: integer('account_id').notNull(),
    domain: text('domain').notNull(),
    // 'pending' | 'verified' | 'failed'
    status: text('status').notNull().default('pending').$type<'pending' | 'verified' | 'failed'>(),
    // why the last check failed, in plain words; null otherwise
    reason: text('reason'),
    // the value the TXT record must hold (not a secret: anyone may read DNS)
    txtValue: text('txt_value').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('custom_domains_account_domain_idx').on(t.accountId, t.domain),
    uniqueIndex('custom_domains_verified_domain_idx').on(t.domain).where(sql`status = 'verified'`),
    index('custom_domains_account_idx').on(t.accountId),
  ],
);
