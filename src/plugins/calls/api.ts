// The calls plugin's endpoints as data-provider methods of its `liveCalls` resource (no list screen
// of react-admin's own): the forwarding test call of spec doc 2 (verifyCellForwarding,
// validateVerifiedNumber with listen) and the number it tests; the live view's are in liveApi.ts.
import type { DataProvider } from 'react-admin';
import type { HttpClient } from '../../adapters/http';
import { liveActions, type LiveActions } from './liveApi';

export const CALLS_RESOURCE = 'liveCalls';

export type CheckStatus = 'ringing' | 'proven' | 'failed';

export interface ForwardingCheck {
  id: number;
  phoneNumberId: number;
  number: string;
  cellNumber: string;
  status: CheckStatus;
  createdAt: string;
  provenAt: string | null;
}

export interface TestedNumber {
  id: number;
  number: string;
  agentName: string | null;
  carrierLabel: string;
  forwardingProvenAt: string | null;
}

type CheckReply = { check: ForwardingCheck; forwardingProvenAt: string | null };

export interface CallActions {
  /** one of the organization's numbers (GET /api/v2/phoneNumbers/:id) */
  getNumber(resource: string, params: { id: number }): Promise<{ data: TestedNumber }>;
  /** POST /api/v1/verifyCellForwarding: places the test call to the cell */
  verifyForwarding(resource: string, params: { phoneNumberId: number; phoneNumber: string }): Promise<{ data: CheckReply }>;
  /** POST /api/v1/validateVerifiedNumber: the latest test call; `listen` waits while it rings */
  validateForwarding(resource: string, params: { phoneNumberId: number; listen: boolean }): Promise<{ data: CheckReply }>;
}

export function callsAdapter(http: HttpClient): Partial<DataProvider> & CallActions & LiveActions {
  return {
    ...liveActions(http),
    async getNumber(_resource, { id }) {
      const reply = await http.request<{ phoneNumber: TestedNumber }>(`/api/v2/phoneNumbers/${id}`);
      return { data: reply.phoneNumber };
    },
    async verifyForwarding(_resource, body) {
      const reply = await http.request<CheckReply>('/api/v1/verifyCellForwarding', { method: 'POST', body });
      return { data: { check: reply.check, forwardingProvenAt: reply.forwardingProvenAt } };
    },
    async validateForwarding(_resource, body) {
      const reply = await http.request<CheckReply>('/api/v1/validateVerifiedNumber', { method: 'POST', body });
      return { data: { check: reply.check, forwardingProvenAt: reply.forwardingProvenAt } };
    },
  };
}
