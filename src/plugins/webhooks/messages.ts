// Every string the webhooks plugin shows, in one place. Field labels reach react-admin as
// resources.webhooks.fields.*; common words (Cancel, Close) are react-admin's own.
import { defineResourceMessages, localized } from '@kernel/sdk';
import fr from './messages.fr';

const english = {
  fields: { url: 'URL', label: 'Label', type: 'Type', status: 'Status', lastDelivery: 'Last delivery', createdAt: 'Created' },
  types: {
    conversation: 'Conversations (messages in and out)',
    incoming: 'Incoming calls',
    contact: 'Contacts (created and updated)',
  } as Record<string, string>,
  status: { active: 'Active', disabled: 'Switched off' } as Record<string, string>,
  state: { pending: 'Pending', succeeded: 'Delivered', exhausted: 'Failed (retries exhausted)', skipped: 'Not sent (switched off)' } as Record<string, string>,
  kind: { event: 'Event', replay: 'Replay', test: 'Test' } as Record<string, string>,
  titles: { list: 'Webhooks', create: 'Create webhook', secret: 'Signing secret', log: 'Delivery log', callLog: (callId: string) => `Webhook deliveries of call ${callId}` },
  actions: {
    create: 'Create webhook',
    delete: 'Delete',
    test: 'Send test',
    rotate: 'Rotate secret',
    enable: 'Switch back on',
    replay: 'Replay',
    replayFailed: 'Replay failed since',
    copy: 'Copy',
    done: 'Done',
    attempts: 'Attempts',
    back: 'All webhooks',
  },
  hints: {
    url: 'https://… on a public host; loopback and private addresses are refused',
    secretOnce: 'Copy this secret now: it is shown only once. Use it to check the Switchboard-Signature header.',
    rotateGrace: 'The old secret still signs deliveries (a second v1) for 24 hours.',
  },
  never: 'Never',
  empty: 'No webhooks yet.',
  emptyHint: 'Create one to receive conversations, incoming calls or contact changes as they happen.',
  noDeliveries: 'No deliveries yet.',
  listFailed: 'The webhooks could not be loaded.',
  loading: 'Loading webhook…',
  loadFailed: 'The webhook could not be loaded.',
  logFailed: 'The delivery log could not be loaded.',
  createFailed: 'The webhook could not be created.',
  deleteFailed: 'The webhook could not be deleted.',
  actionFailed: 'That did not work. Try again.',
  copied: 'Copied',
  banner: (reason: string) => `This webhook is switched off: ${reason} Nothing is sent until you switch it back on.`,
  confirmDelete: (url: string) => `Delete the webhook to ${url}? Its delivery log goes with it.`,
  confirmRotate: 'Rotate the signing secret? The new one is shown once.',
  attempt: {
    number: (n: number) => `Attempt ${n}`,
    status: 'Status',
    noAnswer: 'No answer',
    latency: (ms: number) => `${ms} ms`,
    request: 'Request headers',
    body: 'Body',
    response: 'Response excerpt',
  },
  replayOf: (id: string) => `Replay of ${id.slice(0, 8)}`,
  nextAttempt: (when: string) => `Next attempt ${when}`,
  notify: {
    created: 'Webhook created',
    deleted: 'Webhook deleted',
    test: 'Test sent: it shows in the log once delivered',
    replayed: (n: number) => (n === 1 ? 'Replay sent' : `${n} replays sent`),
    rotated: 'Secret rotated',
    enabled: 'Webhook switched back on',
  },
  validation: { url: 'Enter an http or https URL.', required: 'Required' },
  // react-admin's resource names (singular |||| plural)
  resourceNames: { webhooks: 'Webhook |||| Webhooks' },
} as const;

/** The English messages: messages.fr.ts translates this shape (Translation<EnglishMessages>). */
export type EnglishMessages = typeof english;

export const messages = localized(english, { fr });

export const WEBHOOK_LOAD = { loading: messages.loading, failed: messages.loadFailed };

defineResourceMessages('webhooks', { name: messages.resourceNames.webhooks, fields: messages.fields });
