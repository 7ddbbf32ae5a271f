// Namespaced local storage. Every key the console writes starts with `switchboard.` so logout can
// clear ours and keep the flags the spec says survive it (mobile, generic).
export const STORAGE_PREFIX = 'switchboard.';

export const STORAGE_KEYS = {
  token: 'token',
  account: 'account',
  theme: 'theme',
  tempSession: 'tempSession',
  superAdminToken: 'superAdminToken',
  viewingAs: 'viewingAs',
  /** the deep link a signed-out user opened, restored after sign-in */
  returnTo: 'returnTo',
  mobile: 'mobile',
  generic: 'generic',
} as const;

/** Kept across logout (spec 4.5). */
export const PRESERVED_ON_LOGOUT: readonly string[] = [STORAGE_KEYS.mobile, STORAGE_KEYS.generic];

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => (map.has(k) ? map.get(k)! : null),
    setItem: (k, v) => void map.set(k, String(v)),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

function browserStorage(): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // storage disabled (private mode, sandboxed frame): fall back to memory
  }
  return memoryStorage();
}

export interface Storage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  getJson<T>(key: string): T | null;
  setJson(key: string, value: unknown): void;
  /** removes every namespaced key except `keep`, plus every key starting with one of `alsoPrefixes` */
  clear(keep?: readonly string[], alsoPrefixes?: readonly string[]): void;
}

export function createStorage(backend: KeyValueStorage = browserStorage(), prefix = STORAGE_PREFIX): Storage {
  const storage: Storage = {
    get: (key) => backend.getItem(prefix + key),
    set: (key, value) => backend.setItem(prefix + key, value),
    remove: (key) => backend.removeItem(prefix + key),
    getJson<T>(key: string) {
      const raw = backend.getItem(prefix + key);
      if (raw == null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJson: (key, value) => backend.setItem(prefix + key, JSON.stringify(value)),
    clear(keep = [], alsoPrefixes = []) {
      const doomed: string[] = [];
      for (let i = 0; i < backend.length; i++) {
        const k = backend.key(i);
        if (!k) continue;
        if (k.startsWith(prefix) ? !keep.includes(k.slice(prefix.length)) : alsoPrefixes.some((p) => k.startsWith(p))) {
          doomed.push(k);
        }
      }
      doomed.forEach((k) => backend.removeItem(k));
    },
  };
  return storage;
}

export const storage = createStorage();
export { memoryStorage };
