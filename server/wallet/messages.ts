// The wallet's messages (server side), one place.
export const AMOUNT_FIELD = 'amount';
export { MAX_TOPUP_USD as AT_MOST_USD, MIN_TOPUP_USD } from '../../src/shared/money/topup';
export const SESSION_NOT_FOUND = 'Checkout session not found';
export const CARD_DECLINED = 'Your card was declined.';
export const CARD_INVALID = 'card: Use a test card: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined';
export const RETURN_URL_REFUSED = 'a path of this site (/app/...) or a URL of its own origin';
export const INSUFFICIENT_FUNDS = 'amountUsd: More than the wallet balance';
export const PAYOUT_NOT_FOUND = 'Payout request not found';
export const PAYOUT_DECIDED = 'This payout request was already completed or rejected';
export const NOT_CONNECTED = 'No connected Stripe account: connect one first';
export const PROVIDER_UNREACHABLE = 'The payment provider could not be reached; nothing was charged';
export const WALLET_AUDIT_ACTIONS = {
  'wallet.checkoutStarted': 'Started a top-up checkout',
  'wallet.rewardsClaimed': 'Claimed rewards',
  'wallet.payoutRequested': 'Requested a payout',
  'wallet.payoutCompleted': 'Completed a payout',
  'wallet.payoutRejected': 'Rejected a payout',
  'wallet.stripeConnected': 'Connected a Stripe payout account',
} as const;
