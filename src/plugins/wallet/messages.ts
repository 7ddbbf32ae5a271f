// The wallet's strings (spec doc 1 §2.3 and §3 Wallet; doc 2 "Wallet, invoices and payouts"), one place.
import { formatNumber, localized } from '@kernel/sdk';
import fr, { frKinds } from './messages.fr';
import { formatUsd, MAX_TOPUP_USD, MIN_TOPUP_USD } from '../../shared/money';

const englishKinds: Record<string, string> = {
  topup: 'Top-up',
  usage: 'Usage',
  refund: 'Refund',
  payout: 'Payout',
  reward: 'Reward',
  reward_claim: 'Rewards claimed',
  reseller_margin: 'Reseller margin',
  lightning_topup: 'Lightning top-up',
  withdrawal: 'Withdrawal',
  subscription: 'Subscription',
};

/** The movement kinds' English: messages.fr.ts translates them too (its named export frKinds). */
export type EnglishKinds = typeof englishKinds;
export const KIND_LABELS = localized(englishKinds, { fr: frKinds });

const english = {
  title: 'Wallet',
  cards: {
    balance: 'Balance',
    rewards: 'Rewards',
    transactions: 'Transactions',
    referralRewards: 'Referral rewards',
    lightning: 'Lightning top-up',
    superAdmin: 'Super admin',
    withdraw: 'Withdraw',
  },
  creditLimit: (usd: string) => `Credit limit ${usd}`,
  pendingPayouts: (usd: string) => `Pending payouts ${usd}`,
  sats: (sats: string) => `≈ ${sats} sats`,
  rate: (usdPerSat: string, origin: string) => `at ${usdPerSat} USD per sat (${origin})`,
  rateUnknown: 'No exchange rate could be read',
  provider: (name: string) => `Top-ups are paid through ${name}.`,
  demoProvider: 'Demo payments: no real card is charged. The test card 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.',
  readOnly: 'You can see this wallet but not move its money.',
  loadFailed: 'The wallet could not be loaded.',
  transactionsFailed: 'The transactions could not be loaded.',
  rewardsFailed: 'The referral rewards could not be loaded.',
  noTransactions: 'No transactions yet.',
  noRewards: 'No referral rewards yet.',
  unclaimed: (usd: string) => `${usd} to claim`,
  page: (page: number) => `Page ${page + 1}`,
  columns: { date: 'Date', kind: 'Kind', memo: 'Memo', amount: 'Amount' },
  actions: {
    addFunds: 'Add funds',
    withdraw: 'Withdraw',
    claim: 'Claim rewards',
    newer: 'Newer',
    older: 'Older',
    retry: 'Try again',
    continueToPayment: 'Continue to payment',
    requestInvoice: 'Create invoice',
    resetInvoice: 'Cancel invoice',
    copy: 'Copy',
    copied: 'Copied',
    backToWallet: 'Back to the wallet',
    cancel: 'Cancel',
    close: 'Close',
    adminTools: 'Refunds in Admin tools',
  },
  claimed: (usd: string) => `${usd} moved into the wallet.`,
  nothingToClaim: 'There were no rewards left to claim.',
  claimFailed: 'The rewards could not be claimed.',
  addFunds: {
    title: 'Add funds',
    amount: 'Amount (USD)',
    hint: `From ${formatUsd(MIN_TOPUP_USD)} to ${formatUsd(MAX_TOPUP_USD)}, whole cents`,
    failed: 'The checkout could not be started.',
    leaving: 'Opening the payment page…',
  },
  lightning: {
    amount: 'Amount',
    unit: 'Unit',
    invoice: 'Lightning invoice (BOLT11)',
    pay: 'Pay this invoice from any lightning wallet. The wallet is credited once it is paid.',
    status: { pending: 'Waiting for the payment…', paid: 'Paid', expired: 'Expired', canceled: 'Cancelled' } as Record<string, string>,
    paid: (usd: string) => `Paid: ${usd} added to the wallet.`,
    failed: 'The invoice could not be created.',
    resetFailed: 'The invoice could not be cancelled.',
    node: (name: string) => `Node: ${name}`,
    wholeSats: 'A whole number of sats',
    usdEquivalent: (usd: string, sats: string) => `${usd} (${sats} sats)`,
  },
  withdraw: {
    title: 'Withdraw',
    address: 'Lightning invoice to pay (BOLT11)',
    hint: 'Create an invoice for the amount in your own lightning wallet and paste it here.',
    confirmTitle: 'Withdraw from the wallet?',
    confirm: 'The invoice is paid from the wallet balance. This cannot be undone.',
    done: (usd: string, sats: number) => `Withdrawal of ${usd} (${formatNumber(sats)} sats) sent.`,
    failed: 'The withdrawal failed.',
    required: 'Paste a lightning invoice',
  },
  overlays: {
    balances: 'Balances',
    transactions: 'Transactions',
    wallet: 'Wallet',
    openWallet: 'Open the wallet',
  },
  superAdmin: {
    provider: (kind: string, name: string) => `Payments provider: ${name} (${kind})`,
    refunds: 'Refunds to a user, in USD or sats, are issued from the Admin tools page.',
  },
  landings: {
    successTitle: 'Payment received',
    waiting: 'Your payment is being confirmed…',
    credited: (usd: string) => `${usd} was added to your wallet.`,
    subscribed: (usd: string) => `Your plan is active: ${usd} was paid for its first term.`,
    newBalance: (usd: string) => `New balance: ${usd}`,
    stillWaiting: 'The payment has not been confirmed yet. It will show in the wallet as soon as it is.',
    badSession: 'This page was not opened from a payment: there is nothing to show.',
    notFound: 'This payment is not one of this wallet.',
    cancelledSession: 'This payment was cancelled: nothing was charged.',
    cancelTitle: 'Payment cancelled',
    cancelBody: 'Nothing was charged. You can add funds again at any time.',
    connectSuccessTitle: 'Payout account connected',
    connectSuccessBody: 'Your payout account is connected: withdrawals to it can now be requested from the wallet.',
    connectFailureTitle: 'Payout account not connected',
    connectFailureBody: 'Connecting your payout account did not finish. Nothing was changed; you can try again from the wallet.',
    failed: 'The payment could not be read.',
  },
  amount: {
    required: 'Required',
    notANumber: 'Expected an amount in USD',
    positive: 'Expected a positive amount',
    cents: 'At most 2 decimals (whole cents)',
    min: `At least ${formatUsd(MIN_TOPUP_USD)}`,
    max: `At most ${formatUsd(MAX_TOPUP_USD)}`,
  },
} as const;

/** The English messages: messages.fr.ts translates this shape (Translation<EnglishMessages>). */
export type EnglishMessages = typeof english;

export const messages = localized(english, { fr });
