// Every string the numbers plugin shows, in one place. Field labels reach react-admin as
// resources.phoneNumbers.fields.*; common words (Cancel, Close) are react-admin's own.
import { defineResourceMessages, localized } from '@kernel/sdk';
import fr from './messages.fr';

const english = {
  fields: {
    number: 'Number',
    agentName: 'Agent',
    carrierLabel: 'Carrier',
    status: 'Status',
    createdAt: 'Added',
    agentAccountId: 'Agent',
    verificationCode: 'Verification code',
    prefix: 'Area code or prefix',
    city: 'City',
    region: 'State or region',
    phrase: 'Phrase',
  },
  status: { active: 'Active', released: 'Released', pending: 'Pending' } as Record<string, string>,
  titles: { list: 'Phone numbers', select: 'Get a number', custom: 'Bring your own number', number: 'Phone number' },
  actions: {
    buy: 'Get a number',
    bring: 'Bring your own',
    search: 'Search',
    assign: 'Get this number',
    sendCode: 'Text me a code',
    verify: 'Verify and add',
    reassign: 'Change agent',
    release: 'Release number',
  },
  searchBy: { label: 'Search by', prefix: 'Area code', locality: 'City', phrase: 'Phrase' },
  unassigned: 'Unassigned',
  keepUnassigned: 'No agent (keep it for the organization)',
  empty: 'No phone numbers yet.',
  emptyHint: 'Get a number for an agent, or bring one you already have.',
  listFailed: 'The numbers could not be loaded.',
  loading: 'Loading number…',
  loadFailed: 'The number could not be loaded.',
  searching: 'Searching…',
  noResults: 'No number matches this search. Try a nearby area code.',
  searchFailed: 'The search failed.',
  results: 'Numbers on offer',
  pickNumber: 'Choose a number above.',
  assignFailed: 'The number could not be assigned.',
  codeSent: (number: string) => `We texted a 6-digit code to ${number}.`,
  codeFailed: 'The code could not be sent.',
  verifyFailed: 'The number could not be verified.',
  numberHint: 'In E.164, e.g. +1 415 555 0123',
  codeHint: 'The 6 digits we texted to the number',
  saveAgentFailed: 'The agent could not be changed.',
  releaseFailed: 'The number could not be released.',
  confirmRelease: (number: string) => `Release ${number}? Its agent stops answering it and the number goes back to the carrier.`,
  forwarding: 'Call forwarding',
  forwardingProven: (when: string) => `Last proven by a test call on ${when}`,
  forwardingNever: 'Not proven by a test call yet',
  forwardCell: 'Forward a cell phone here',
  health: 'Health (last 7 days)',
  lastInbound: 'Last inbound call',
  never: 'Never',
  answerRate: 'Answer rate',
  inbound: 'Inbound calls',
  noCalls: 'No calls yet',
  capabilities: 'Capabilities',
  voice: 'Voice',
  sms: 'SMS',
  notify: { assigned: 'Number added', reassigned: 'Agent changed', released: 'Number released' },
  validation: {
    number: 'Enter a number in E.164, e.g. +14155550123.',
    code: 'Enter the 6-digit code.',
    prefix: 'Enter 1 to 10 digits.',
    required: 'Required',
    phrase: 'Use 1 to 10 letters or digits.',
  },
  // react-admin's resource names (singular |||| plural)
  resourceNames: { phoneNumbers: 'Phone number |||| Phone numbers' },
} as const;

/** The English messages: messages.fr.ts translates this shape (Translation<EnglishMessages>). */
export type EnglishMessages = typeof english;

export const messages = localized(english, { fr });

export const NUMBER_LOAD = { loading: messages.loading, failed: messages.loadFailed };

defineResourceMessages('phoneNumbers', { name: messages.resourceNames.phoneNumbers, fields: messages.fields });
