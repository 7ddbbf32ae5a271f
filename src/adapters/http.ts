// The one http client of the console. It adds the session token and the target account id to
// every call (spec doc 2: "Most calls carry the session token and a target account id as query
// parameters") and the locally stored super-admin token as adminToken where a call asks for it.
// A call the server sheds (503 with Retry-After) is retried when safe: busyRetry.ts.
// A call that needs the super-admin token is not sent without one: it fails at once the way the
// server would answer it (401 "Admin token required"), so a screen shows its hint and the browser
// logs no refused request (the super admin's wallet asked for the payout queue on every visit).
import { withBusyRetry } from './busyRetry';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from './idempotencyKey';

export interface CallContext {
  token: string | null;
  targetAccountId: number | null;
  adminToken: string | null;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: Record<string, QueryValue | QueryValue[]>;
  body?: unknown;
  /** append the stored super-admin token as adminToken */
  admin?: boolean;
  /** a public call: no token, no targetAccountId */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** more request headers; a POST without an Idempotency-Key gets a fresh one (idempotencyKey.ts) */
  headers?: Record<string, string>;
}

/** The server's answer to an `admin: true` call without a live super-admin token (server/auth/adminToken.ts). */
export { ADMIN_TOKEN_REQUIRED } from '../shared/adminToken';
import { ADMIN_TOKEN_REQUIRED } from '../shared/adminToken';

/** A failed call: the HTTP status and the server's message (or the status text). */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface HttpClient {
  request<T = any>(path: string, options?: RequestOptions): Promise<T>;
  /** the URL a call would use, for downloads and links */
  url(path: string, options?: Pick<RequestOptions, 'query' | 'admin' | 'anonymous'>): string;
  /**
   * A call whose body is read as it comes (server-sent events): the raw Response, whatever its status.
   * The session token travels in the Authorization header, never in the URL (server/auth/bearer.ts).
   */
  stream(path: string, options?: RequestOptions): Promise<Response>;
}

export function buildQuery(
  context: CallContext,
  options: Pick<RequestOptions, 'query' | 'admin' | 'anonymous'> = {},
): URLSearchParams {
  const params = new URLSearchParams();
  if (!options.anonymous) {
    if (context.token) params.set('token', context.token);
    if (context.targetAccountId != null) params.set('targetAccountId', String(context.targetAccountId));
    if (options.admin && context.adminToken) params.set('adminToken', context.adminToken);
  }
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.filter((v) => v != null).join(',') : String(value));
  }
  return params;
}

export function createHttpClient(
  apiUrl: string,
  getContext: () => CallContext,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): HttpClient {
  const base = apiUrl.replace(/\/+$/, '');
  const send = withBusyRetry(fetchImpl);
  const url: HttpClient['url'] = (path, options = {}) => {
    const query = buildQuery(getContext(), options).toString();
    return `${base}${path}${query ? `?${query}` : ''}`;
  };
  return {
    url,
    async stream(path, options = {}) {
      const context = getContext();
      const headers: Record<string, string> = { Accept: 'text/event-stream', ...options.headers };
      if (!options.anonymous && context.token) headers.Authorization = `Bearer ${context.token}`;
      const init: RequestInit = { method: options.method ?? 'GET', signal: options.signal, headers };
      if (options.body !== undefined) {
        init.body = JSON.stringify(options.body);
        headers['Content-Type'] = 'application/json';
      }
      const query = buildQuery({ ...context, token: null }, options).toString();
      return fetchImpl(`${base}${path}${query ? `?${query}` : ''}`, init);
    },
    async request(path, options = {}) {
      if (options.admin && !options.anonymous && !getContext().adminToken) {
        throw new ApiError(401, ADMIN_TOKEN_REQUIRED, { success: false, message: ADMIN_TOKEN_REQUIRED });
      }
      const init: RequestInit = { method: options.method ?? 'GET', signal: options.signal };
      const headers: Record<string, string> = { ...options.headers };
      // one key per call: whatever retries this call sends the same init, so the same key
      if (init.method === 'POST' && !Object.keys(headers).some((h) => h.toLowerCase() === 'idempotency-key')) {
        headers[IDEMPOTENCY_HEADER] = newIdempotencyKey();
      }
      if (options.body instanceof FormData) {
        init.body = options.body;
      } else if (options.body !== undefined) {
        init.body = JSON.stringify(options.body);
        headers['Content-Type'] = 'application/json';
      }
      if (Object.keys(headers).length) init.headers = headers;
      const response = await send(url(path, options), init);
      const text = await response.text();
      let json: any;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      if (!response.ok) {
        const message =
          (json && typeof json.message === 'string' && json.message) || response.statusText || `HTTP ${response.status}`;
        throw new ApiError(response.status, message, json);
      }
      return (json ?? text) as any;
    },
  };
}
