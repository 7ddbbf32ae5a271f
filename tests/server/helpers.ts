import { latestOutboxCode, signInByEmail, type TestServer } from '../../server/testing';

export interface Reply<T = Record<string, any>> {
  status: number;
  body: T;
}

/** One HTTP call to the test server; `token`/`target` go to the query string as the contract says. */
export async function call<T = Record<string, any>>(
  server: TestServer,
  method: string,
  path: string,
  opts: { token?: string; target?: number | string; body?: unknown; query?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const url = new URL(path, server.url);
  if (opts.token !== undefined) url.searchParams.set('token', opts.token);
  if (opts.target !== undefined) url.searchParams.set('targetAccountId', String(opts.target));
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const response = await fetch(url, {
    method,
    headers: opts.body === undefined ? {} : { 'content-type': 'application/json' },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The newest code the outbox holds for an address. */
export function latestCode(server: TestServer, to: string): Promise<string> {
  return latestOutboxCode(server.url, to);
}

/** Signs in by email code, as a user would, and returns the session token. */
export function signIn(server: TestServer, email: string): Promise<string> {
  return signInByEmail(server.url, email);
}
