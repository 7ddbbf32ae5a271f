// Every string the payouts panel and the operator's queue show, in one place. The amount and
// address refusals are the shared rules' (src/shared/money/payouts.ts), the server's too.
import { localized } from '@kernel/sdk';
import fr from './messages.fr';
import { PAYOUT_ADDRESS_MESSAGES, PAYOUT_AMOUNT_MESSAGES } from '../../../shared/money/payouts';

const english = {
  title: 'Payouts',
  intro: 'Send money from the wallet to your own account. PayPal and Venmo payouts are sent by our team; the amount leaves the wallet at once and comes back if a payout is rejected.',
  tabs: { stripe: 'Bank (Stripe)', paypal: 'PayPal', venmo: 'Venmo' },
  methods: { stripe: 'Stripe', paypal: 'PayPal', venmo: 'Venmo' } as Record<string, string>,
  status: { pending: 'Pending', completed: 'Sent', rejected: 'Rejected' } as Record<string, string>,
  fields: { amount: 'Amount (USD)', paypal: 'PayPal email', venmo: 'Venmo @username or phone', note: 'Note' },
  hints: {
    amount: 'Whole cents, 1 to 10000 USD, at most the wallet balance',
    paypal: 'The email address of your PayPal account',
    venmo: '@username, or the US phone number of your Venmo account',
  },
  validation: { address: PAYOUT_ADDRESS_MESSAGES, amount: PAYOUT_AMOUNT_MESSAGES, required: 'Required' },
  stripe: {
    checking: 'Checking your payout account…',
    checkFailed: 'The payout account could not be checked.',
    notConnected: 'No payout account is connected yet. Connect one with Stripe to receive transfers from the wallet.',
    unfinished: 'Your payout account is connected but cannot receive transfers yet: finish the onboarding.',
    ready: (accountId: string) => `Transfers go to your connected account ${accountId}.`,
    connect: 'Connect a payout account',
    resume: 'Finish onboarding',
    connecting: 'Opening…',
    transfer: 'Transfer',
    connectFailed: 'The onboarding could not be started.',
  },
  request: { paypal: 'Request PayPal payout', venmo: 'Request Venmo payout', sending: 'Sending…' },
  confirm: {
    title: (amount: string, to: string) => `Pay out ${amount} to ${to}?`,
    details: 'The amount leaves the wallet now.',
    stripeTo: 'your connected account',
    confirm: 'Pay out',
  },
  notify: {
    requested: (amount: string) => `Payout of ${amount} requested: our team sends it shortly.`,
    sent: (amount: string) => `${amount} sent to your connected account.`,
  },
  failed: 'The payout could not be requested.',
  list: {
    title: 'Your payout requests',
    label: 'Payout requests',
    loading: 'Loading payout requests…',
    failed: 'The payout requests could not be loaded.',
    empty: 'No payout requests yet.',
    more: 'Show more',
    retry: 'Retry',
  },
  columns: { date: 'Requested', method: 'Method', to: 'To', amount: 'Amount', status: 'Status', note: 'Note', account: 'Account' },
  queue: {
    title: 'Payout requests to send',
    label: 'Payout queue',
    filter: 'Status',
    all: 'All',
    loading: 'Loading the payout queue…',
    failed: 'The payout queue could not be loaded.',
    tokenNeeded: 'Issue a super-admin token (Admin tools) to see and decide payout requests.',
    empty: 'No payout requests here.',
    complete: 'Mark sent',
    reject: 'Reject',
    completeTitle: (amount: string, to: string) => `Mark the payout of ${amount} to ${to} as sent?`,
    completeDetails: 'Send it with the provider first. The note (for example the payment\'s reference) is kept with the request.',
    rejectTitle: (amount: string, to: string) => `Reject the payout of ${amount} to ${to}?`,
    rejectDetails: 'The amount returns to the wallet. The note (why) is shown to the customer.',
    notePlaceholder: 'Reference or reason (optional)',
    completed: 'Payout marked sent',
    rejected: 'Payout rejected: the amount is back in the wallet',
    decideFailed: 'The payout request could not be decided.',
  },
} as const;

/** The English messages: messages.fr.ts translates this shape (Translation<EnglishPayoutMessages>). */
export type EnglishPayoutMessages = typeof english;

export const payoutMessages = localized(english, { fr });
