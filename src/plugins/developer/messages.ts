// Every string the developer plugin shows (issue 21 point 1), in one place. Field labels reach
// react-admin as resources.apiTokens.fields.*.
import { defineResourceMessages, localized } from '@kernel/sdk';
import fr from './messages.fr';

const english = {
  fields: { description: 'Description', type: 'Access', expiresInDays: 'Expires after', prefix: 'Token', createdAt: 'Created', expiresAt: 'Expires', lastUsedAt: 'Last used' },
  types: { read: 'Read only (GET calls)', write: 'Read and write' } as Record<string, string>,
  typeChips: { read: 'Read', write: 'Write' } as Record<string, string>,
  expiries: { 7: '7 days', 30: '30 days', 90: '90 days', 365: '1 year' } as Record<number, string>,
  titles: { panel: 'API tokens', create: 'Create API token', value: 'Your new API token' },
  intro: 'An API token acts on this account only, with read or read-and-write access, until it expires or you revoke it. Send it as the token of any API call.',
  actions: { create: 'Create token', revoke: 'Revoke', copy: 'Copy', done: 'Done', retry: 'Retry' },
  valueOnce: 'Copy this token now: it is shown only once. Anyone holding it can call the API as this account until it expires or you revoke it.',
  copied: 'Copied',
  never: 'Never',
  expired: 'Expired',
  empty: 'No API tokens yet.',
  emptyHint: 'Create one to call the API from your own code.',
  loading: 'Loading API tokens…',
  listFailed: 'The API tokens could not be loaded.',
  createFailed: 'The API token could not be created.',
  revokeFailed: 'The API token could not be revoked.',
  confirmRevoke: (description: string) => `Revoke the API token "${description}"?`,
  confirmRevokeDetails: 'Calls made with it are refused at once. This cannot be undone.',
  notify: { created: 'API token created', revoked: 'API token revoked' },
  validation: { required: 'Required', tooLong: 'At most 200 characters' },
  // react-admin's resource names (singular |||| plural)
  resourceNames: { apiTokens: 'API token |||| API tokens' },
} as const;

/** The English messages: messages.fr.ts translates this shape (Translation<EnglishMessages>). */
export type EnglishMessages = typeof english;

export const messages = localized(english, { fr });

defineResourceMessages('apiTokens', { name: messages.resourceNames.apiTokens, fields: messages.fields });
