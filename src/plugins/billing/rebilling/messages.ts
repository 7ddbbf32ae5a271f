// The Rebilling screens' texts (beyond the spec: reseller rebilling, issue 22 point 7). The server's
// validation messages come from src/shared/billing/rebilling.ts, shared with the form.
import { localized } from '@kernel/sdk';
import fr from './messages.fr';
import type { UsageKey } from '../../../shared/billing/plans';

const english = {
  title: 'Rebilling',
  ledgerTitle: 'Margin ledger',
  intro: 'Set what each client pays: a price per unit or a margin over the platform\'s price, and the client\'s quotas.',
  empty: 'No clients yet',
  emptyHint: 'Organizations you create show up here.',
  listFailed: 'The clients could not be loaded.',
  ledgerFailed: 'The margin ledger could not be loaded.',
  ledgerEmpty: 'No usage charged in this range.',
  saveFailed: 'The rebilling could not be saved.',
  saved: 'Rebilling saved',
  loadFailed: 'The client\'s rebilling could not be loaded.',
  none: 'Platform price',
  noQuota: 'No quota',
  columns: {
    client: 'Client',
    pricing: 'Pricing',
    quotas: 'Quotas',
    updated: 'Changed',
    day: 'Day',
    platformCost: 'Platform cost',
    resellerPrice: 'Reseller price',
    clientPrice: 'Client price',
    margin: 'Margin',
    unpaid: 'Unpaid',
    total: 'Total',
  },
  fields: {
    marginPercent: 'Default margin (%)',
    mode: 'Pricing',
    value: 'Value',
    minutesPerMonth: 'Minutes per month',
    maxAgents: 'Agents',
    maxConcurrentCalls: 'Concurrent calls',
    from: 'From',
    to: 'To',
  },
  modes: { default: 'Default margin', price: 'Price per unit (USD)', margin: 'Own margin (%)' },
  hints: {
    marginPercent: 'Applies to every usage key without its own price or margin; empty: the platform\'s price.',
    quotas: 'Empty: no quota. At the minutes quota outbound calls and campaigns stop; inbound calls are still answered.',
    resellerPrice: 'The reseller price is what the platform charges you: its list price on the client\'s plan.',
  },
  actions: { edit: 'Edit rebilling', save: 'Save', ledger: 'Margin ledger', export: 'Export CSV', back: 'Rebilling', apply: 'Show' },
  sections: { prices: 'Prices per usage key', quotas: 'Quotas' },
  marginLabel: (percent: number) => `${percent}% margin`,
  unitPrice: (usd: number) => `$${usd}/unit`,
  quotaLabels: { minutesPerMonth: 'min/month', maxAgents: 'agents', maxConcurrentCalls: 'concurrent calls' },
  keys: {
    number: 'Numbers (per number-day)',
    tokens: 'Model tokens (per 1k)',
    voice: 'Voice (per minute)',
    advancedVoice: 'Advanced voice (per minute)',
    'outbound-message': 'Outbound messages',
    'inbound-message': 'Inbound messages',
  } satisfies Record<UsageKey, string>,
  editTitle: (name: string) => `Rebilling of ${name}`,
} as const;

/** The English messages: messages.fr.ts translates this shape (Translation<EnglishRebillingMessages>). */
export type EnglishRebillingMessages = typeof english;

export const messages = localized(english, { fr });
