// Shared by the server suites: a fresh seeded server per test file with the personas signed in,
// HTTP calls as the console makes them, and audit rows read straight from the table (the audit
// API itself is tested in audit.test.ts).
import { and, desc, eq } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { auditLog } from '../../server/db/schema';
import { PERSONAS, type PersonaKey } from '../../server/seed/data';
import {
  latestOutboxCode,
  signInByEmail,
  startTestServer,
  type TestServer,
  type TestServerOptions,
} from '../../server/testing/index';

export const FORBIDDEN = { status: 403, body: { success: false, message: 'Forbidden' } };
export const NOT_SIGNED_IN = { status: 401, body: { success: false, message: 'Not signed in' } };

/**
 * Sets `env` for the rest of this test file (a stub's address, a provider's keys) and puts back
 * what was there after its last test. Returns `env`. Call it at the top of the file, before the
 * server starts.
 */
export function fileEnv<E extends Record<string, string>>(env: E): E {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  afterAll(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });
  return env;
}

/** Who the suites sign in as: the seeded personas plus the second reseller, Blue Harbor (no profile). */
export type Persona = PersonaKey | 'blueHarbor';
export type Tokens<K extends Persona = Persona> = Record<K, string>;

export const EMAILS: Record<Persona, string> = {
  ...(Object.fromEntries(Object.entries(PERSONAS).map(([key, p]) => [key, p.email])) as Record<PersonaKey, string>),
  blueHarbor: 'reseller@blueharbor.example',
};

/**
 * A fresh seeded server for this test file, closed after its last test, with `personas` signed in
 * (all at once). At the top of a file: `const { server, t } = await serverWith(['reseller']);`
 */
export async function serverWith<K extends Persona = never>(
  personas: readonly K[] = [],
  options?: TestServerOptions,
): Promise<{ server: TestServer; t: Tokens<K> }> {
  const server = await startTestServer(options);
  afterAll(() => server.close());
  return { server, t: await signInAs(server, personas) };
}

/** Signs the personas in in parallel; their session tokens by persona key. */
export async function signInAs<K extends Persona>(server: TestServer, personas: readonly K[]): Promise<Tokens<K>> {
  const tokens = await Promise.all(personas.map((key) => signIn(server, EMAILS[key])));
  return Object.fromEntries(personas.map((key, i) => [key, tokens[i]])) as Tokens<K>;
}

/** Signs in by email code, as a user would, and returns the session token. */
export function signIn(server: TestServer, email: string): Promise<string> {
  return signInByEmail(server.url, email);
}

/** The newest code the outbox holds for an address. */
export function latestCode(server: TestServer, to: string): Promise<string> {
  return latestOutboxCode(server.url, to);
}

export interface Reply<T = Record<string, any>> {
  status: number;
  body: T;
}

export interface CallOptions {
  token?: string;
  target?: number | string;
  body?: unknown;
  query?: Record<string, string>;
}

/** A URL of the test server; `token`/`target` go to the query string as the contract says. */
export function apiUrl(server: Pick<TestServer, 'url'>, path: string, opts: Omit<CallOptions, 'body'> = {}): URL {
  const url = new URL(path, server.url);
  if (opts.token !== undefined) url.searchParams.set('token', opts.token);
  if (opts.target !== undefined) url.searchParams.set('targetAccountId', String(opts.target));
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  return url;
}

/** One HTTP call to the test server, its JSON reply parsed. */
export async function call<T = Record<string, any>>(
  server: TestServer,
  method: string,
  path: string,
  opts: CallOptions = {},
): Promise<Reply<T>> {
  const response = await fetch(apiUrl(server, path, opts), {
    method,
    headers: opts.body === undefined ? {} : { 'content-type': 'application/json' },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export type AuditRow = typeof auditLog.$inferSelect;

/** The audit rows of an action, newest first (optionally for one target account). */
export async function auditRows(server: TestServer, action: string, targetAccountId?: number): Promise<AuditRow[]> {
  const where = and(
    eq(auditLog.action, action),
    targetAccountId === undefined ? undefined : eq(auditLog.targetAccountId, targetAccountId),
  );
  return server.db.db.select().from(auditLog).where(where).orderBy(desc(auditLog.id));
}
