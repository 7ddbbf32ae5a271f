// The wallet's endpoints (README "Wallet and payments", "Lightning") as provider methods of the
// `wallet` resource (resource name first, each answering `{data}`), and the hook screens call them
// through. Reads the error catalogue says "return false" when not ok (recent transactions, pending
// invoice) do so; the screens show their error state for false.
import { useMemo } from 'react';
import type { DataProvider } from 'react-admin';
import { useOwnFailureProvider } from '@kernel/sdk';
import { IDEMPOTENCY_HEADER } from '../../adapters/idempotencyKey';
import type { HttpClient } from '../../adapters/http';
import type { WalletMovement } from '../../shared/money';

export const WALLET = 'wallet';
export const TRANSACTIONS_PAGE_SIZE = 20;

export interface WalletOverview {
  balanceUsd: string;
  rewardsUsd: string;
  creditLimitUsd: string;
  pendingPayoutsUsd: string;
  provider: { kind: string; name: string };
}

/** A ledger movement of the wallet (the server's and the console's one shape: src/shared/money/movement.ts). */
export type Movement = WalletMovement;

export interface MovementPage {
  items: Movement[];
  page: number;
  hasMore: boolean;
  /** referral rewards only: what is left to claim */
  unclaimedUsd?: string;
}

export interface ExchangeRate {
  satToUsd: number;
  origin: 'source' | 'fallback';
  label: string;
}

export interface Invoice {
  lnInvoice: string;
  paymentHash: string;
  amountSats: number;
  amountUsd: string;
  status: string;
  expiresAt: string;
  paidAt: string | null;
}

export interface CheckoutSession {
  /** credit: a wallet top-up; subscription: a plan bought (the landing says which) */
  mode?: string;
  planId?: string | null;
  status: string;
  amountUsd: string;
  balanceUsd: string;
  paidAt: string | null;
}

export interface Withdrawal {
  id: string;
  amountSats: number;
  amountUsd: string;
  status: string;
}

export interface WalletApi {
  overview(): Promise<WalletOverview>;
  transactions(page: number): Promise<MovementPage | false>;
  referralRewards(page: number): Promise<MovementPage | false>;
  claimRewards(key: string): Promise<{ claimedUsd: string; balanceUsd: string }>;
  startTopUp(input: { amount: string; successUrl: string; cancelUrl: string }, key: string): Promise<{ url: string; sessionId: string }>;
  checkoutSession(sessionId: string): Promise<CheckoutSession>;
  exchangeRate(): Promise<ExchangeRate>;
  requestInvoice(input: { amount: number; unit: 'USD' | 'sats' }, key: string): Promise<{ invoice: Invoice; node: string }>;
  pendingInvoice(): Promise<{ invoice: Invoice | null; node: string } | false>;
  resetPendingInvoice(): Promise<void>;
  requestWithdrawal(address: string, key: string): Promise<Withdrawal>;
}

const keyed = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

/** A read the catalogue answers with false when it is not ok (any refusal or failure). */
async function orFalse<T>(read: () => Promise<T>): Promise<T | false> {
  try {
    return await read();
  } catch {
    return false;
  }
}

export function walletApi(http: HttpClient): WalletApi {
  const movements = async (path: string, listKey: 'transactions' | 'rewards', page: number): Promise<MovementPage> => {
    const reply = await http.request<Record<string, unknown>>(path, { query: { page, pageSize: TRANSACTIONS_PAGE_SIZE } });
    const items = Array.isArray(reply[listKey]) ? (reply[listKey] as Movement[]) : [];
    return { items, page, hasMore: reply.hasMore === true, unclaimedUsd: typeof reply.unclaimedUsd === 'string' ? reply.unclaimedUsd : undefined };
  };
  return {
    overview: () => http.request<WalletOverview>('/api/v1/wallet'),
    transactions: (page) => orFalse(() => movements('/api/v1/recentTransactions', 'transactions', page)),
    referralRewards: (page) => orFalse(() => movements('/api/v1/referralRewards', 'rewards', page)),
    claimRewards: (key) => http.request('/api/v1/claimRewards', { method: 'POST', body: { claim: 'true' }, headers: keyed(key) }),
    startTopUp: ({ amount, successUrl, cancelUrl }, key) =>
      http.request('/api/v1/checkout/vidaCredit', { method: 'POST', body: { amount, currency: 'usd', successUrl, cancelUrl }, headers: keyed(key) }),
    checkoutSession: (sessionId) => http.request(`/api/v1/checkout/session/${encodeURIComponent(sessionId)}`),
    exchangeRate: () => http.request('/api/v1/exchangeRates'),
    requestInvoice: (input, key) => http.request('/api/v1/requestInvoice', { method: 'POST', body: input, headers: keyed(key) }),
    pendingInvoice: () => orFalse(() => http.request('/api/v1/pendingInvoice')),
    resetPendingInvoice: async () => {
      await http.request('/api/v1/resetPendingInvoice', { method: 'POST', body: {} });
    },
    requestWithdrawal: async (address, key) =>
      (await http.request<{ withdrawal: Withdrawal }>('/api/v1/requestWithdrawal', { method: 'POST', body: { address, type: 'ln' }, headers: keyed(key) })).withdrawal,
  };
}

/** The provider methods: WalletApi's, resource name first, each answering `{data}`. */
export type WalletActions = {
  [K in keyof WalletApi]: (resource: string, ...args: Parameters<WalletApi[K]>) => Promise<{ data: Awaited<ReturnType<WalletApi[K]>> }>;
};

export function walletAdapter(http: HttpClient): Partial<DataProvider> & WalletActions {
  const api = walletApi(http);
  const wrap =
    <K extends keyof WalletApi>(name: K) =>
    async (_resource: string, ...args: Parameters<WalletApi[K]>) => ({ data: await (api[name] as (...a: unknown[]) => Promise<unknown>)(...args) });
  const names = Object.keys(api) as (keyof WalletApi)[];
  return Object.fromEntries(names.map((name) => [name, wrap(name)])) as unknown as WalletActions;
}

/** The wallet's calls, over the data provider; every wallet screen shows its own failures (no console log). */
export function useWalletApi(): WalletApi {
  const dataProvider = useOwnFailureProvider<WalletActions>();
  return useMemo(() => {
    const call =
      <K extends keyof WalletApi>(name: K) =>
      async (...args: Parameters<WalletApi[K]>) =>
        ((await (dataProvider[name] as (...a: unknown[]) => Promise<{ data: unknown }>)(WALLET, ...args)).data) as Awaited<ReturnType<WalletApi[K]>>;
    const names: (keyof WalletApi)[] = ['overview', 'transactions', 'referralRewards', 'claimRewards', 'startTopUp', 'checkoutSession', 'exchangeRate', 'requestInvoice', 'pendingInvoice', 'resetPendingInvoice', 'requestWithdrawal'];
    return Object.fromEntries(names.map((name) => [name, call(name)])) as unknown as WalletApi;
  }, [dataProvider]);
}
