// Every user-facing string of the audit-log plugin, in one place. Action labels live in the kernel
// (src/shared/auditActions.ts): the server writes the same keys. Column and filter labels reach
// react-admin as resources.auditLog.fields.* (declared below).
import { defineResourceMessages, localized } from '@kernel/sdk';
import fr from './messages.fr';
const english = {
  menu: 'Audit log',
  resource: 'Audit log',
  title: 'Audit log',
  empty: 'No administrative changes recorded yet.',
  emptyHint: 'Accounts created or deleted, takeovers, invitations, refunds and setting changes show up here.',
  listFailed: 'The audit log could not be loaded.',
  readOnly: 'Audit entries cannot be changed',
  notFound: 'Audit entry not found',
  export: 'Export CSV',

  fields: {
    at: 'Time',
    action: 'Action',
    actor: 'Actor',
    actingAs: 'Acting as',
    target: 'Target',
    before: 'Before',
    after: 'After',
  },

  filters: {
    q: 'Search',
    qPlaceholder: 'Search actor or target name',
    action: 'Action',
    actorId: 'Actor id',
    targetAccountId: 'Target account id',
    from: 'From',
    to: 'To',
  },

  noValue: '(none)',
  accountRef: (name: string | null, id: number | null) => (id == null ? '' : name ? `${name} (#${id})` : `#${id}`),

  validation: {
    accountId: 'Enter an account id: a whole number from 1.',
    date: 'Enter a date (YYYY-MM-DD).',
    toBeforeFrom: 'The end date is before the start date.',
    q: 'At most 200 characters.',
  },
  // react-admin's resource names (singular |||| plural)
  resourceNames: { auditLog: 'Audit log' },
} as const;

/** The English messages: messages.fr.ts translates this shape (Translation<EnglishMessages>). */
export type EnglishMessages = typeof english;

export const messages = localized(english, { fr });

const { fields, filters } = messages;
defineResourceMessages('auditLog', {
  name: messages.resourceNames.auditLog,
  fields: {
    at: fields.at,
    actionLabel: fields.action,
    actorUsername: fields.actor,
    actingAsId: fields.actingAs,
    targetName: fields.target,
    action: filters.action,
    actorId: filters.actorId,
    targetAccountId: filters.targetAccountId,
    from: filters.from,
    to: filters.to,
  },
});
