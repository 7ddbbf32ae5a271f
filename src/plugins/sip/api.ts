// The SIP plugin's adapters (issue 21 point 2): the trunk's IP whitelist, outbound routes and
// registration, and the captures. GET /api/v2/sip/captures follows the error catalogue ("Sip
// captures not ok"): readCaptures answers { ok: false, status, statusText } for a refused call and
// status 0 for a network error; react-admin's getList/getOne turn that into an ApiError.
import type { DataProvider } from 'react-admin';
import { ticketedUrl } from '../../adapters/download';
import { ApiError, type HttpClient } from '../../adapters/http';
import type { Capture, SipMessage } from './rules';

export const CAPTURES_PATH = '/api/v2/sip/captures';
const WHITELIST_PATH = '/api/v2/sip/ipWhitelist';
const ROUTES_PATH = '/api/v2/sip/outboundRoutes';
const REGISTRATION_PATH = '/api/v2/sip/registration';
export const NETWORK_ERROR = 'Network error';

export type CapturesResult<T> = { ok: true; data: T } | { ok: false; status: number; statusText: string };

/** One GET of the captures as the catalogue has it: never throws for a refusal or a lost network. */
export async function readCaptures<T>(http: HttpClient, query: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<CapturesResult<T>> {
  try {
    return { ok: true, data: await http.request<T>(CAPTURES_PATH, { query, signal }) };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, statusText: error.message };
    if ((error as Error)?.name === 'AbortError') throw error;
    return { ok: false, status: 0, statusText: NETWORK_ERROR };
  }
}

function unwrap<T>(result: CapturesResult<T>): T {
  if (!result.ok) throw new ApiError(result.status, result.statusText, { message: result.statusText });
  return result.data;
}

type CaptureRow = Omit<Capture, 'id'>;
export type CaptureDetail = Capture & { messages: SipMessage[] };

export interface SipActions {
  /** a one-use download link (a ticket, no session token), made when the user clicks */
  captureDownloadUrl(resource: string, params: { sipCallId: string; format: 'text' | 'binary' }): Promise<{ data: string }>;
  placeDemoCall(resource: string, params: { to: string }): Promise<{ data: Capture }>;
}

export function capturesAdapter(http: HttpClient): Partial<DataProvider> & SipActions {
  return {
    async getList(_resource, params) {
      const page = params.pagination?.page ?? 1;
      const perPage = params.pagination?.perPage ?? 20;
      const reply = unwrap(await readCaptures<{ captures: CaptureRow[]; total: number; demoCalls: boolean }>(http, { page, perPage }, params.signal));
      return { data: reply.captures.map((c) => ({ ...c, id: c.sipCallId })), total: reply.total, meta: { demoCalls: reply.demoCalls } } as never;
    },
    async getOne(_resource, params) {
      const reply = unwrap(await readCaptures<{ capture: CaptureRow; messages: SipMessage[] }>(http, { sipCallId: String(params.id), format: 'json' }, params.signal));
      return { data: { ...reply.capture, id: reply.capture.sipCallId, messages: reply.messages } } as never;
    },
    async captureDownloadUrl(_resource, { sipCallId, format }) {
      return { data: await ticketedUrl(http, CAPTURES_PATH, { sipCallId, format }) };
    },
    async placeDemoCall(_resource, { to }) {
      const reply = await http.request<{ capture: CaptureRow }>('/api/v2/sip/demoCalls', { method: 'POST', body: { to } });
      return { data: { ...reply.capture, id: reply.capture.sipCallId } };
    },
  };
}

/** A list the trunk keeps (whitelist, routes): listed, added, deleted by its key field. */
function listAdapter(http: HttpClient, path: string, listKey: string, oneKey: string, keyField: string): Partial<DataProvider> {
  return {
    async getList(_resource, params) {
      const reply = await http.request<Record<string, unknown>>(path, { signal: params.signal });
      const data = (reply[listKey] as Record<string, unknown>[] | undefined) ?? [];
      return { data, total: data.length } as never;
    },
    async create(_resource, params) {
      const reply = await http.request<Record<string, unknown>>(path, { method: 'POST', body: params.data });
      return { data: reply[oneKey] } as never;
    },
    async delete(_resource, params) {
      const key = (params.previousData as Record<string, unknown> | undefined)?.[keyField];
      await http.request(path, { method: 'DELETE', body: { [keyField]: key } });
      return { data: params.previousData } as never;
    },
  };
}

export const whitelistAdapter = (http: HttpClient) => listAdapter(http, WHITELIST_PATH, 'ipWhitelist', 'entry', 'ip');
export const routesAdapter = (http: HttpClient) => listAdapter(http, ROUTES_PATH, 'outboundRoutes', 'outboundRoute', 'route');

export interface Registration {
  id: 'current';
  server: string;
  username: string;
  passwordSet: boolean;
  status: string | null;
}

const NONE: Registration = { id: 'current', server: '', username: '', passwordSet: false, status: null };
const asRecord = (r: Omit<Registration, 'id'> | null): Registration => (r ? { ...r, id: 'current' } : NONE);

/** The registration as one record, id "current": update posts it (password write-only), delete removes it. */
export function registrationAdapter(http: HttpClient): Partial<DataProvider> {
  return {
    async getOne(_resource, params) {
      const reply = await http.request<{ registration: Omit<Registration, 'id'> | null }>(REGISTRATION_PATH, { signal: params.signal });
      return { data: asRecord(reply.registration) } as never;
    },
    async update(_resource, params) {
      const { server, username, password } = params.data as { server: string; username: string; password: string };
      const reply = await http.request<{ registration: Omit<Registration, 'id'> }>(REGISTRATION_PATH, { method: 'POST', body: { server, username, password } });
      return { data: asRecord(reply.registration) } as never;
    },
    async delete() {
      await http.request(REGISTRATION_PATH, { method: 'DELETE' });
      return { data: NONE } as never;
    },
  };
}
