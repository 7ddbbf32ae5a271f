// Secrets the server makes for itself (download tickets' HMAC key, server/auth/downloadTickets.ts):
// one row per name, written once by whichever process comes first, so every process signs alike.
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
