// The locally stored super-admin token (spec 6) and its expiry. The token stays a plain string under
// STORAGE_KEYS.superAdminToken, where the session's http client reads it for `admin: true` calls.
import { useCallback, useEffect, useState } from 'react';
import { storage, STORAGE_KEYS } from '../../adapters/storage';
import { EXPIRES_AT_KEY } from './messages';
import { parseExpiresAt, tokenState, type TokenState } from './rules';

export interface AdminTokenState {
  state: TokenState;
  /** unix seconds, or null when unknown */
  expiresAt: number | null;
  /** the server refused the last token (it has been forgotten) */
  rejected: boolean;
  save(token: string, expiresAt: number): void;
  forget(): void;
  /** a call answered `Admin token required`: forget the token and say so */
  reject(): void;
}

function read() {
  const token = storage.get(STORAGE_KEYS.superAdminToken);
  const expiresAt = parseExpiresAt(storage.get(EXPIRES_AT_KEY));
  return { token, expiresAt };
}

export function useAdminToken(): AdminTokenState {
  const [stored, setStored] = useState(read);
  const [rejected, setRejected] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const state = tokenState(stored.token, stored.expiresAt, now);

  // a valid token turns into an expired one on screen without a reload
  useEffect(() => {
    if (state !== 'valid' || stored.expiresAt === null) return;
    const wait = Math.min(stored.expiresAt * 1000 - Date.now() + 50, 2 ** 31 - 1);
    const timer = setTimeout(() => setNow(Date.now()), Math.max(wait, 0));
    return () => clearTimeout(timer);
  }, [state, stored.expiresAt]);

  const save = useCallback((token: string, expiresAt: number) => {
    storage.set(STORAGE_KEYS.superAdminToken, token);
    storage.set(EXPIRES_AT_KEY, String(expiresAt));
    setRejected(false);
    setNow(Date.now());
    setStored(read());
  }, []);
  const clear = useCallback(() => {
    storage.remove(STORAGE_KEYS.superAdminToken);
    storage.remove(EXPIRES_AT_KEY);
    setStored(read());
  }, []);
  const forget = useCallback(() => {
    clear();
    setRejected(false);
  }, [clear]);
  const reject = useCallback(() => {
    clear();
    setRejected(true);
  }, [clear]);

  return { state, expiresAt: stored.expiresAt, rejected, save, forget, reject };
}
