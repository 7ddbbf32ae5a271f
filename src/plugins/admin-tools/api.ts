// The super-admin endpoints (docs/api-contract.md "Super admin") as the adminActions resource's
// provider methods. Every call but the token itself asks the http client to append the stored
// super-admin token as adminToken.
import { useMemo } from 'react';
import type { DataProvider } from 'react-admin';
import { useOwnFailureProvider } from '@kernel/sdk';
import { ApiError, type HttpClient } from '../../adapters/http';
import { ADMIN_TOKEN_REQUIRED } from './messages';
import type { DisableRequest, RefundRequest } from './rules';

export const PATHS = {
  adminToken: '/internal/adminToken',
  enableAccount: '/api/v1/enableAccount',
  disableAccount: '/api/v1/disableAccount',
  refund: '/internal/issueRefundToUser',
  callsForReview: '/internal/fetchCallsForReview',
} as const;

export interface IssuedToken {
  adminToken: string;
  /** unix seconds */
  expiresAt: number;
}

export interface Refund {
  id: number;
  username: string;
  usdAmount: string | null;
  satsAmount: number | null;
  createdAt: string;
}

export interface ReviewCall {
  id: number;
  organizationId: number;
  orgName: string | null;
  agentAccountId: number | null;
  fromNumber: string;
  toNumber: string;
  durationSeconds: number;
  reason: string;
  excerpt: string;
  createdAt: string;
}

export interface AdminToolsApi {
  issueToken(): Promise<IssuedToken>;
  revokeToken(): Promise<void>;
  enableAccount(username: string): Promise<void>;
  disableAccount(request: DisableRequest): Promise<void>;
  issueRefund(request: RefundRequest): Promise<Refund>;
  callsForReview(): Promise<ReviewCall[]>;
}

/** The resource the provider routes these calls by (plugin.manifest.json). */
export const ADMIN_ACTIONS = 'adminActions';

/** The provider methods: AdminToolsApi's, resource name first, each answering `{data}`. */
export type AdminActions = {
  [K in keyof AdminToolsApi]: (resource: string, ...args: Parameters<AdminToolsApi[K]>) => Promise<{ data: Awaited<ReturnType<AdminToolsApi[K]>> }>;
};

export function adminActionsAdapter(http: HttpClient): Partial<DataProvider> & AdminActions {
  const api = adminToolsApi(http);
  return {
    issueToken: async () => ({ data: await api.issueToken() }),
    revokeToken: async () => ({ data: await api.revokeToken() }),
    enableAccount: async (_resource, username) => ({ data: await api.enableAccount(username) }),
    disableAccount: async (_resource, request) => ({ data: await api.disableAccount(request) }),
    issueRefund: async (_resource, request) => ({ data: await api.issueRefund(request) }),
    callsForReview: async () => ({ data: await api.callsForReview() }),
  };
}

/** The page's calls over the data provider; a 401 here is the super-admin token's, not the session's. */
export function useAdminToolsApi(): AdminToolsApi {
  const dataProvider = useOwnFailureProvider<AdminActions>();
  return useMemo(
    () => ({
      issueToken: async () => (await dataProvider.issueToken(ADMIN_ACTIONS)).data,
      revokeToken: async () => (await dataProvider.revokeToken(ADMIN_ACTIONS)).data,
      enableAccount: async (username) => (await dataProvider.enableAccount(ADMIN_ACTIONS, username)).data,
      disableAccount: async (request) => (await dataProvider.disableAccount(ADMIN_ACTIONS, request)).data,
      issueRefund: async (request) => (await dataProvider.issueRefund(ADMIN_ACTIONS, request)).data,
      callsForReview: async () => (await dataProvider.callsForReview(ADMIN_ACTIONS)).data,
    }),
    [dataProvider],
  );
}

function adminToolsApi(http: HttpClient): AdminToolsApi {
  return {
    async issueToken() {
      const { adminToken, expiresAt } = await http.request<IssuedToken>(PATHS.adminToken, { method: 'POST' });
      if (typeof adminToken !== 'string' || !adminToken) throw new ApiError(500, 'No admin token in the response');
      return { adminToken, expiresAt };
    },
    async revokeToken() {
      await http.request(PATHS.adminToken, { method: 'DELETE', admin: true });
    },
    async enableAccount(username) {
      await http.request(PATHS.enableAccount, { method: 'POST', admin: true, body: { username } });
    },
    async disableAccount(request) {
      await http.request(PATHS.disableAccount, { method: 'POST', admin: true, body: request });
    },
    async issueRefund(request) {
      const response = await http.request<{ refund: Refund }>(PATHS.refund, { method: 'POST', admin: true, body: request });
      return response.refund;
    },
    async callsForReview() {
      const response = await http.request<{ calls?: ReviewCall[] }>(PATHS.callsForReview, { admin: true });
      return Array.isArray(response?.calls) ? response.calls : [];
    },
  };
}

/** The server refused the stored admin token (missing, wrong, expired or another user's). */
export function isAdminTokenRejected(error: unknown): boolean {
  return refusal(error)?.status === 401 && refusal(error)?.message === ADMIN_TOKEN_REQUIRED;
}

/** A refusal's status and message, whether the http client's ApiError or the provider's HttpError. */
export function refusal(error: unknown): { status: number; message: string } | null {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  return typeof status === 'number' && typeof message === 'string' ? { status, message } : null;
}
