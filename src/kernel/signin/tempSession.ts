// The anonymous temporary session (spec 4.4): allocated once, id and token stored locally. Stored
// data that cannot be read is removed and the page reloads.
import { STORAGE_KEYS, type Storage } from '../../adapters/storage';
import { MESSAGES } from '../../adapters/errors';
import type { SignInApi } from './signInApi';

export interface TempSession {
  id: string;
  token: string;
}

export function isTempSession(value: unknown): value is TempSession {
  const v = value as TempSession | null;
  return !!v && typeof v.id === 'string' && v.id !== '' && typeof v.token === 'string' && v.token !== '';
}

export async function ensureTempSession(
  storage: Storage,
  api: Pick<SignInApi, 'allocateTempUserSession'>,
  reload: () => void = () => window.location.reload(),
): Promise<TempSession> {
  const raw = storage.get(STORAGE_KEYS.tempSession);
  if (raw !== null) {
    const stored = storage.getJson<unknown>(STORAGE_KEYS.tempSession);
    if (isTempSession(stored)) return stored;
    storage.remove(STORAGE_KEYS.tempSession);
    reload();
    throw new Error(MESSAGES.tempSessionError);
  }
  try {
    const allocated = await api.allocateTempUserSession();
    if (!isTempSession(allocated)) throw new Error('bad temp session');
    storage.setJson(STORAGE_KEYS.tempSession, { id: allocated.id, token: allocated.token });
    return allocated;
  } catch (error) {
    console.error(error);
    throw new Error(MESSAGES.tempSessionError, { cause: error });
  }
}
