// The audit log.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
