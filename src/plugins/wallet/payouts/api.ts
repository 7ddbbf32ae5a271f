// The payouts' calls (spec doc 2 "Wallet, invoices and payouts": payout/stripe/*, payout/paypal,
// payout/paypal/venmo; ours: payout/requests and the operator's /api/v2/admin/payouts) as the
// `payouts` resource's provider methods, resource name first, each answering `{data}`. Registered in
// the wallet's module.ts as `resources: { ...payoutsResources }` (resources.ts).
import type { DataProvider } from 'react-admin';
import type { HttpClient } from '../../../adapters/http';
import type { PayoutMethod, PayoutStatus } from '../../../shared/money/payouts';

export const PAYOUTS = 'payouts';
export const PAYOUT_PATHS = {
  check: '/api/v1/payout/stripe/checkConnectedAccount',
  connect: '/api/v1/payout/stripe/connectAccount',
  transfer: '/api/v1/payout/stripe/transferFunds',
  paypal: '/api/v1/payout/paypal',
  venmo: '/api/v1/payout/paypal/venmo',
  mine: '/api/v1/payout/requests',
  queue: '/api/v2/admin/payouts',
} as const;
export const CONNECT_LANDINGS = { successUrl: '/app/stripePayoutConnectSuccess', failureUrl: '/app/stripePayoutConnectFailure' } as const;

export interface Payout {
  id: string;
  accountId: number;
  /** the operator's queue only */
  accountName?: string;
  method: PayoutMethod;
  address: string;
  amountUsd: string;
  status: PayoutStatus;
  note: string;
  reference: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export interface ConnectedState {
  connected: boolean;
  payoutsEnabled: boolean;
  accountId: string | null;
  provider: string;
}

export interface PayoutReply {
  payout: Payout;
  balanceUsd: string;
}

export interface PayoutsApi {
  connectedAccount(): Promise<ConnectedState>;
  /** the onboarding link to open */
  connect(): Promise<{ url: string }>;
  transfer(amountUsd: string): Promise<PayoutReply>;
  request(method: 'paypal' | 'venmo', address: string, amountUsd: string): Promise<PayoutReply>;
  mine(page: number): Promise<{ payouts: Payout[]; hasMore: boolean }>;
  queue(status: PayoutStatus | 'all', page: number): Promise<{ payouts: Payout[]; hasMore: boolean }>;
  decide(id: string, decision: 'complete' | 'reject', note: string): Promise<Payout>;
}

export type PayoutActions = {
  [K in keyof PayoutsApi]: (resource: string, ...args: Parameters<PayoutsApi[K]>) => Promise<{ data: Awaited<ReturnType<PayoutsApi[K]>> }>;
};

export const PAGE_SIZE = 20;

function payoutsApi(http: HttpClient): PayoutsApi {
  return {
    connectedAccount: () => http.request<ConnectedState>(PAYOUT_PATHS.check),
    connect: async () => ({ url: (await http.request<{ url: string }>(PAYOUT_PATHS.connect, { method: 'POST', body: CONNECT_LANDINGS })).url }),
    transfer: (amountUsd) => http.request<PayoutReply>(PAYOUT_PATHS.transfer, { method: 'POST', body: { amountUsd } }),
    request: (method, address, amountUsd) => http.request<PayoutReply>(PAYOUT_PATHS[method], { method: 'POST', body: { address, amountUsd } }),
    mine: async (page) => {
      const reply = await http.request<{ payouts: Payout[]; hasMore: boolean }>(PAYOUT_PATHS.mine, { query: { page, pageSize: PAGE_SIZE } });
      return { payouts: reply.payouts ?? [], hasMore: !!reply.hasMore };
    },
    queue: async (status, page) => {
      const reply = await http.request<{ payouts: Payout[]; hasMore: boolean }>(PAYOUT_PATHS.queue, {
        admin: true,
        query: { status: status === 'all' ? undefined : status, page, pageSize: PAGE_SIZE },
      });
      return { payouts: reply.payouts ?? [], hasMore: !!reply.hasMore };
    },
    decide: async (id, decision, note) =>
      (await http.request<{ payout: Payout }>(`${PAYOUT_PATHS.queue}/${encodeURIComponent(id)}/${decision}`, { method: 'POST', admin: true, body: { note } })).payout,
  };
}

export function payoutsAdapter(http: HttpClient): Partial<DataProvider> & PayoutActions {
  const api = payoutsApi(http);
  return {
    connectedAccount: async () => ({ data: await api.connectedAccount() }),
    connect: async () => ({ data: await api.connect() }),
    transfer: async (_r, amountUsd) => ({ data: await api.transfer(amountUsd) }),
    request: async (_r, method, address, amountUsd) => ({ data: await api.request(method, address, amountUsd) }),
    mine: async (_r, page) => ({ data: await api.mine(page) }),
    queue: async (_r, status, page) => ({ data: await api.queue(status, page) }),
    decide: async (_r, id, decision, note) => ({ data: await api.decide(id, decision, note) }),
  };
}
