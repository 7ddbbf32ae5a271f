// Every user-facing string of the super-admin tools, in one place. The alerts quoted from spec doc 2
// (section 8: "Refund call", "Enable / disable account") are exported on their own and never retyped.
import { localized } from '@kernel/sdk';
import fr from './messages.fr';
import { MESSAGES } from '../../adapters/errors';

/** Spec doc 2, section 8, "Enable / disable account". */
export const ACCOUNT_ENABLED = 'Account enabled!';
export const ORGANIZATION_DISABLED = 'Organization disabled!';
/** Spec doc 2, section 8, "Refund call". */
export const REFUND_PROCESSED = 'The refund for the issue has been processed.';
export const SOMETHING_WENT_WRONG = MESSAGES.somethingWentWrong;

/** The server's answer to a missing, wrong or expired admin token (docs/api-contract.md). */
export { ADMIN_TOKEN_REQUIRED } from '../../shared/adminToken';

/** Where the token's expiry is kept (namespaced by the storage adapter); the token itself is under STORAGE_KEYS.superAdminToken. */
export const EXPIRES_AT_KEY = 'superAdminTokenExpiresAt';

const english = {
  menu: 'Admin tools',
  title: 'Super-admin tools',
  needToken: 'Get a super-admin token first: these tools send it with every call.',
  busy: 'Working…',

  token: {
    title: 'Super-admin token',
    none: 'No token is stored in this browser.',
    stored: (expiry: string) => `A token is stored. It expires ${expiry}.`,
    storedNoExpiry: 'A token is stored.',
    expired: (expiry: string) => `The stored token expired ${expiry}.`,
    rejected: 'The server refused the stored token, so it was forgotten. Get a new token.',
    get: 'Get a token',
    forget: 'Forget token',
    issued: 'Super-admin token stored.',
    failed: 'Could not get a super-admin token.',
    forgotten: 'Super-admin token forgotten.',
  },

  status: {
    title: 'Enable or disable an account',
    help: 'An organization is enabled or disabled with its members and agent accounts, a reseller with everything under it. Disabled accounts are signed out and cannot sign in.',
    username: 'Username',
    reason: 'Reason',
    reasonHelp: 'Required to disable',
    details: 'Details',
    enable: 'Enable',
    disable: 'Disable',
    failed: 'The account could not be updated.',
    confirmTitle: (username: string) => `Disable ${username}?`,
    confirmDetails:
      'The account and every account under it are disabled, signed out and cannot sign in until enabled again.',
    confirm: 'Disable',
  },

  refund: {
    title: 'Issue a refund',
    username: 'Username',
    currency: 'Currency',
    usd: 'USD',
    sats: 'sats',
    amount: 'Amount',
    usdHelp: 'Up to 10,000.00, at most 2 decimals',
    satsHelp: 'A whole number, up to 100,000,000',
    submit: 'Issue refund',
  },

  calls: {
    title: 'Calls for review',
    loading: 'Loading calls…',
    empty: 'No calls to review.',
    failed: 'The calls could not be loaded.',
    label: 'Calls for review',
    columns: {
      org: 'Organization',
      from: 'From',
      to: 'To',
      duration: 'Duration',
      reason: 'Reason',
      excerpt: 'Excerpt',
      date: 'Date',
    },
  },

  validation: {
    required: 'Required',
    tooLong: (max: number) => `At most ${max} characters`,
    usdFormat: 'Enter an amount such as 12.50 (at most 2 decimals)',
    satsFormat: 'Enter a whole number of sats',
    positive: 'Enter an amount above zero',
    usdMax: 'At most 10,000.00',
    satsMax: 'At most 100,000,000 sats',
  },
} as const;

/** The English messages: messages.fr.ts translates this shape (Translation<EnglishMessages>). */
export type EnglishMessages = typeof english;

export const messages = localized(english, { fr });
