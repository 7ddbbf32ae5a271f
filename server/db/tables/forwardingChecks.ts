// Forwarding checks (issue 18 point 5, spec doc 2 verifyCellForwarding / validateVerifiedNumber): a
// test call placed from one of the organization's numbers to a cell phone that says it forwards to
// that number. When the call comes back to the number (From and To both the number), forwarding is
// proven and phone_numbers.forwarding_proven_at is set. In the database so the process that takes the
// carrier's webhook need not be the one that placed the call.
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const forwardingChecks = pgTable(
  'forwarding_checks',
  {
    id: serial('id').primaryKey(),
    phoneNumberId: integer('phone_number_id').notNull(),
    // the number (E.164) the cell should forward to, copied so the carrier's webhook matches on it
    number: text('number').notNull(),
    // the organization and the scope above it, as for phone_numbers
    accountId: integer('account_id').notNull(),
    resellerId: integer('reseller_id'),
    partnerId: integer('partner_id'),
    // the cell phone (E.164) that was called
    cellNumber: text('cell_number').notNull(),
    carrierCallId: text('carrier_call_id'),
    // 'ringing' until the call comes back ('proven') or does not ('failed')
    status: text('status').notNull().$type<'ringing' | 'proven' | 'failed'>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    provenAt: timestamp('proven_at', { withTimezone: true }),
  },
  (t) => [index('forwarding_checks_number_idx').on(t.number, t.createdAt), index('forwarding_checks_phone_idx').on(t.phoneNumberId, t.createdAt)],
);
