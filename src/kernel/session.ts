// The signed-in session: token and cached account in namespaced storage. On load the cached account
// shows first, then GET /api/v1/account refreshes it; an unsuccessful response logs out (spec 4.5).
import { ApiError, createHttpClient, type HttpClient } from '../adapters/http';
import { PRESERVED_ON_LOGOUT, STORAGE_KEYS, type Storage } from '../adapters/storage';
import { hasNativeBridge, postNativeMessage } from '../adapters/nativeBridge';
import type { Account, AccountResponse } from './account';
import { APP_ROOT, MOBILE_LANDING } from './constants';

export interface SessionState {
  token: string | null;
  user: Account | null;
  /** the stored viewingAs (spec 6), as stored: the permission rules restore it only if allowed */
  viewingAs: string | null;
}

export interface SessionDeps {
  storage: Storage;
  apiUrl: string;
  fetchImpl?: typeof fetch;
  /** where to go after logout; the kernel root wires it to the router */
  onLoggedOut?: (to: string) => void;
  inMobileApp?: () => boolean;
}

export class Session {
  private state: SessionState;
  private listeners = new Set<() => void>();
  onLoggedOut?: (to: string) => void;

  constructor(private readonly deps: SessionDeps) {
    this.state = {
      token: deps.storage.get(STORAGE_KEYS.token),
      user: deps.storage.getJson<Account>(STORAGE_KEYS.account),
      viewingAs: deps.storage.get(STORAGE_KEYS.viewingAs),
    };
    this.onLoggedOut = deps.onLoggedOut;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = () => this.state;

  get token() {
    return this.state.token;
  }

  get user() {
    return this.state.user;
  }

  get adminToken() {
    return this.deps.storage.get(STORAGE_KEYS.superAdminToken);
  }

  /** The locally stored viewingAs (spec 6); the permission rules restore it only if allowed. */
  storedViewingAs(): string | null {
    return this.state.viewingAs;
  }

  /** Stores a new viewingAs; subscribers (the kernel root) rebuild the view without a reload. */
  setViewingAs(viewingAs: string): void {
    if (viewingAs === this.state.viewingAs) return;
    this.deps.storage.set(STORAGE_KEYS.viewingAs, viewingAs);
    this.set({ ...this.state, viewingAs });
  }

  inMobileApp(): boolean {
    return this.deps.inMobileApp?.() ?? (this.deps.storage.get(STORAGE_KEYS.mobile) === 'true' || hasNativeBridge());
  }

  /** An http client carrying this session's token, the given target account and the admin token. */
  http(targetAccountId: () => number | null = () => null): HttpClient {
    return createHttpClient(
      this.deps.apiUrl,
      () => ({ token: this.state.token, targetAccountId: targetAccountId(), adminToken: this.adminToken }),
      this.gatedFetch,
    );
  }

  // Signing out revokes the token on the server while the page still shows screens that read with it
  // (home widgets, polls, a refetch on focus). Their answers would be 401s, each one a "Failed to load
  // resource" in the browser's console. So from the moment sign-out starts, the session's calls in
  // flight are aborted and new ones are not sent (they fail at once with an AbortError, as a cancelled
  // read does); only the sign-out call itself goes out. Signed out, the gate stays shut until the next
  // sign-in: a read that starts or is retried after the token is gone (a widget that mounts late, the
  // query cache's retry of an aborted read) would go out without a token and be answered 401.
  private readonly inFlight = new Set<AbortController>();
  private signingOut = false;

  private readonly rawFetch: typeof fetch = (...args) => (this.deps.fetchImpl ?? fetch)(...args);

  private readonly gatedFetch: typeof fetch = async (input, init) => {
    if (this.signingOut || !this.state.token) throw new DOMException('Signed out', 'AbortError');
    const controller = new AbortController();
    const outer = init?.signal;
    const forward = () => controller.abort(outer?.reason);
    if (outer?.aborted) forward();
    else outer?.addEventListener('abort', forward, { once: true });
    this.inFlight.add(controller);
    try {
      return await this.rawFetch(input, { ...init, signal: controller.signal });
    } finally {
      this.inFlight.delete(controller);
      outer?.removeEventListener('abort', forward);
    }
  };

  private set(next: SessionState) {
    this.state = next;
    this.listeners.forEach((l) => l());
  }

  async signIn(token: string): Promise<Account | null> {
    this.deps.storage.set(STORAGE_KEYS.token, token);
    this.deps.storage.remove(STORAGE_KEYS.account);
    this.set({ token, user: null, viewingAs: this.state.viewingAs });
    return this.refresh();
  }

  private lastRefresh: { at: number; token: string; result: Promise<Account | null> } | null = null;
  private lastRead: { at: number; token: string } | null = null;

  /** When the server last answered the account for this token (ms since epoch); null: a cached copy. */
  accountReadAt(): number | null {
    return this.lastRead && this.lastRead.token === this.state.token ? this.lastRead.at : null;
  }

  /** The account from a refresh made in the last few seconds (sign-in just did one), else a new one. */
  fresh(maxAgeMs = 5000): Promise<Account | null> {
    const last = this.lastRefresh;
    if (last && last.token === this.state.token && Date.now() - last.at < maxAgeMs) return last.result;
    return this.refresh();
  }

  /** Fetches the caller's account. Not ok → logout; a network failure keeps the cached copy. */
  refresh(): Promise<Account | null> {
    const token = this.state.token;
    if (!token) return Promise.resolve(null);
    const result = this.fetchAccount();
    this.lastRefresh = { at: Date.now(), token, result };
    return result;
  }

  private async fetchAccount(): Promise<Account | null> {
    const token = this.state.token;
    try {
      const response = await this.http().request<AccountResponse>('/api/v1/account');
      if (this.state.token !== token) return this.state.user; // signed out or in again meanwhile
      if (!response?.success || !response.account) throw new ApiError(500, 'Unsuccessful account response');
      this.deps.storage.setJson(STORAGE_KEYS.account, response.account);
      if (token) this.lastRead = { at: Date.now(), token };
      this.set({ ...this.state, user: response.account });
      return response.account;
    } catch (error) {
      if (error instanceof ApiError && this.state.token === token) {
        await this.logout();
        return null;
      }
      return this.state.user;
    }
  }

  private leaving: Promise<void> | null = null;

  /** Signs out (once: a second call while one runs waits for it). */
  logout(): Promise<void> {
    this.leaving ??= this.signOut().finally(() => (this.leaving = null));
    return this.leaving;
  }

  private async signOut(): Promise<void> {
    const token = this.state.token;
    const mobile = this.inMobileApp();
    if (token) {
      this.signingOut = true;
      for (const controller of this.inFlight) controller.abort(new DOMException('Signed out', 'AbortError'));
      this.inFlight.clear();
      try {
        // the one call that still goes out, past the gate
        await createHttpClient(this.deps.apiUrl, () => ({ token, targetAccountId: null, adminToken: null }), this.rawFetch)
          .request('/api/v1/logout', { method: 'POST' });
      } catch {
        // the token may already be gone; logging out locally is what matters
      } finally {
        this.signingOut = false;
      }
    }
    // react-admin's own store (list params, sidebar) goes too: "logout clears local storage"
    this.deps.storage.clear(PRESERVED_ON_LOGOUT, ['RaStore']);
    if (mobile) postNativeMessage({ type: 'logout' });
    this.set({ token: null, user: null, viewingAs: null });
    this.onLoggedOut?.(mobile ? MOBILE_LANDING : APP_ROOT);
  }
}
