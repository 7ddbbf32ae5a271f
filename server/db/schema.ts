// The database schema, one file per area under tables/; drizzle-kit reads this index
// (drizzle.config.ts), and importers keep using it.
export * from './tables/accounts';
export * from './tables/whiteLabel';
export * from './tables/signIn';
export * from './tables/contacts';
export * from './tables/audit';
export * from './tables/superAdmin';
export * from './tables/agents';
export * from './tables/calls';
export * from './tables/savedViews';
export * from './tables/mailOutbox';
export * from './tables/reportSchedules';
export * from './tables/rateLimits';
export * from './tables/events';
export * from './tables/phoneNumbers';
export * from './tables/numberClaims';
export * from './tables/conversations';
export * from './tables/idempotency';
export * from './tables/callRollups';
export * from './tables/forwardingChecks';
export * from './tables/inboxExtras';
export * from './tables/tasks';
export * from './tables/inbox';
export * from './tables/webhooks';
export * from './tables/ledger';
export * from './tables/wallet';
