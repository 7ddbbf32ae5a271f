// The super-admin endpoints (docs/api-contract.md "Super admin"). Every call but the token itself
// asks the http client to append the stored super-admin token as adminToken.
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

export function adminToolsApi(http: HttpClient): AdminToolsApi {
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
  return error instanceof ApiError && error.status === 401 && error.message === ADMIN_TOKEN_REQUIRED;
}
