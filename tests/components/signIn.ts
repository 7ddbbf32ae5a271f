// Signing a persona in for component tests: a real Session against a real reference server (the
// components' globalSetup one, or a test file's own), with every request it makes recorded; and the
// data provider wrapper that records react-admin's method calls.
import { inject } from 'vitest';
import { signInByEmail } from '../../server/demoSignIn';
import type { DataProvider } from 'react-admin';
import type { HttpClient } from '../../src/adapters/http';
import { createStorage, memoryStorage, STORAGE_KEYS } from '../../src/adapters/storage';
import type { Account } from '../../src/kernel/account';
import { Session } from '../../src/kernel/session';

export function apiUrl(): string {
  const url = inject('apiUrl');
  if (!url) throw new Error("No 'apiUrl' provided: these tests need the vitest globalSetup that starts the reference server");
  return url;
}

export const unique = () => Math.random().toString(36).slice(2, 8);

const tokens = new Map<string, Promise<string>>();

/** A session token for `email` on `server`, signed in once per test file through the demo outbox. */
export function tokenFor(email: string, server = apiUrl()): Promise<string> {
  const key = `${server} ${email}`;
  if (!tokens.has(key)) tokens.set(key, signInByEmail(server, email));
  return tokens.get(key)!;
}

export interface SignedIn {
  session: Session;
  /** null: nobody signed in (the session has no token) */
  user: Account | null;
  apiUrl: string;
  /** an http client of this session aimed at `target` (default: the user's own account) */
  http(target?: number | null): HttpClient;
  /** every request made through `http` (and so by the screens), as `METHOD path?query`, token removed */
  requests: string[];
}

/** A seed user's email, a session token, or null for nobody signed in. */
export type Persona = string | { token: string } | null;

/** A real Session signed in as `persona` (its account fetched), as the kernel root holds it. */
export type SignedInUser = SignedIn & { user: Account };

export async function signIn(persona: string | { token: string }, options?: { viewingAs?: string; apiUrl?: string }): Promise<SignedInUser>;
export async function signIn(persona: Persona, options?: { viewingAs?: string; apiUrl?: string }): Promise<SignedIn>;
export async function signIn(persona: Persona, options: { viewingAs?: string; apiUrl?: string } = {}): Promise<SignedIn> {
  const server = options.apiUrl ?? apiUrl();
  const storage = createStorage(memoryStorage());
  if (persona !== null) storage.set(STORAGE_KEYS.token, typeof persona === 'string' ? await tokenFor(persona, server) : persona.token);
  if (options.viewingAs) storage.set(STORAGE_KEYS.viewingAs, options.viewingAs);
  // the session reads the stored token and viewingAs when it is made
  const session = new Session({ storage, apiUrl: server });
  const requests: string[] = [];
  const http = (target: number | null = null) => recording(session.http(() => target), requests);
  if (persona === null) return { session, user: null, apiUrl: server, http, requests };
  const user = await session.refresh();
  if (!user) throw new Error('sign-in failed: GET /api/v1/account did not answer with an account');
  return { session, user, apiUrl: server, http, requests };
}

/** The view's http client, recording each request it makes. */
export function recording(real: HttpClient, requests: string[]): HttpClient {
  return {
    request(path, options = {}) {
      const url = new URL(real.url(path, options));
      url.searchParams.delete('token');
      requests.push(`${options.method ?? 'GET'} ${url.pathname}${url.search}`);
      return real.request(path, options);
    },
    url: real.url,
    stream(path, options = {}) {
      const url = new URL(real.url(path, options));
      url.searchParams.delete('token');
      requests.push(`${options.method ?? 'GET'} ${url.pathname}${url.search}`);
      return real.stream(path, options);
    },
  };
}

/** react-admin's data provider with each method call recorded (the calls still reach the server). */
export function counting(provider: DataProvider, calls: string[]): DataProvider {
  return new Proxy(provider, {
    get(target, method) {
      const fn = (target as any)[method];
      if (typeof fn !== 'function' || typeof method !== 'string') return fn;
      return (...args: unknown[]) => {
        calls.push(method);
        return fn.apply(target, args);
      };
    },
  });
}
