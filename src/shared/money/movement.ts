// A ledger movement of a wallet as the server sends it (GET transactions, referral rewards) and the
// console shows it: one entry of a balanced transaction on the wallet or rewards account, newest first.
export interface WalletMovement {
  /** the ledger entry's id */
  id: string;
  transactionId: string;
  /** the ledger kind: topup, usage, refund, payout, reward… */
  kind: string;
  /** 'wallet' | 'rewards' */
  account: string;
  memo: string;
  /** USD with 2 decimals, signed */
  amountUsd: string;
  /** the exact micro-dollars, as text (the server sends them; the console needs only amountUsd) */
  amountMicros?: string;
  /** ISO */
  createdAt: string;
}
